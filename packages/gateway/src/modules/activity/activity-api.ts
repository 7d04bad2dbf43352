import { activityContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { ActivityList, ActivityPage } from '../../generated/resolvers-types.ts';
import { toActivityEntry, toActivityPage } from './activity-mappers.ts';

export interface SellerMarketplace {
  sellerId: string;
  marketplaceId: string;
}

/** The listing-activity notification endpoints (spec 1 §7.3). */
export class ActivityAPI extends PortalRESTDataSource {
  async unreadCount({ sellerId, marketplaceId }: SellerMarketplace): Promise<number> {
    const answer = await this.call(activityContract.unreadCount, {
      query: { seller_id: sellerId, marketplace_id: marketplaceId },
    });
    return answer.count;
  }

  async unreadEntries(
    { sellerId, marketplaceId }: SellerMarketplace,
    page: number,
    pageSize: number,
  ): Promise<ActivityPage> {
    const answer = await this.call(activityContract.unreadEntries, {
      query: { seller_id: sellerId, marketplace_id: marketplaceId, page, pageSize },
    });
    return toActivityPage(answer);
  }

  /** Every entry (read or not), for one SKU or a SKU search, paged. */
  async activity(
    { sellerId, marketplaceId }: SellerMarketplace,
    filter: { sku?: string | null; searchValue?: string | null },
    page: number,
    pageSize: number,
  ): Promise<ActivityList> {
    const answer = await this.call(activityContract.activity, {
      query: {
        seller_id: sellerId,
        marketplace_id: marketplaceId,
        ...(filter.sku ? { sku: filter.sku } : {}),
        ...(filter.searchValue ? { searchValue: filter.searchValue } : {}),
        page,
        pageSize,
      },
    });
    return { rows: answer.rows.map(toActivityEntry), count: answer.count };
  }

  async resetUnread({ sellerId, marketplaceId }: SellerMarketplace): Promise<boolean> {
    await this.call(activityContract.resetUnread, { body: { marketplaceId, sellerId } });
    return true;
  }
}
