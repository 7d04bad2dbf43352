import { activityContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { ActivityPage } from '../../generated/resolvers-types.ts';
import { toActivityPage } from './activity-mappers.ts';

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

  async resetUnread({ sellerId, marketplaceId }: SellerMarketplace): Promise<boolean> {
    await this.call(activityContract.resetUnread, { body: { marketplaceId, sellerId } });
    return true;
  }
}
