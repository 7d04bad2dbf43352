import { sellerDataContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { DataFreshness } from '../../generated/resolvers-types.ts';

/** The seller data calls (contract: packages/schema/src/seller-data/seller-data.rest.ts). */
export class SellerDataAPI extends PortalRESTDataSource {
  async freshness(filter: {
    brandCode?: string | null;
    marketplaceId?: string | null;
  }): Promise<DataFreshness[]> {
    const rows = await this.call(sellerDataContract.freshness, {
      query: {
        ...(filter.brandCode ? { brandCode: filter.brandCode } : {}),
        ...(filter.marketplaceId ? { marketplaceId: filter.marketplaceId } : {}),
      },
    });
    return rows.map((row) => ({
      fact: row.fact,
      brandCode: row.brand_code,
      marketplaceId: row.marketplace_id,
      sellerId: row.seller_id,
      lastDay: row.last_day,
      finalThrough: row.final_through,
    }));
  }
}
