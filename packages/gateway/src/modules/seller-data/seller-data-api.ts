import { sellerDataContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { DataFreshness } from '../../generated/resolvers-types.ts';

/** The seller data calls (contract: packages/schema/src/seller-data/seller-data.rest.ts). */
export class SellerDataAPI extends PortalRESTDataSource {
  async freshness(filter: {
    brandCode?: string | null;
    marketplaceId?: string | null;
    fact?: string | null;
  }): Promise<DataFreshness[]> {
    const rows = await this.call(sellerDataContract.freshness, {
      query: {
        ...(filter.brandCode ? { brandCode: filter.brandCode } : {}),
        ...(filter.marketplaceId ? { marketplaceId: filter.marketplaceId } : {}),
        ...(filter.fact ? { fact: filter.fact } : {}),
      },
    });
    return rows.map((row) => ({
      fact: row.fact,
      brandCode: row.brand_code,
      marketplaceId: row.marketplace_id,
      sellerId: row.seller_id,
      firstDay: row.first_day,
      lastDay: row.last_day,
      finalThrough: row.final_through,
      historyLoading: row.history_loading,
      nextSyncAt: row.next_sync_at,
    }));
  }
}
