import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { ActivityPage } from '../../generated/resolvers-types.ts';
import { type RestActivityPage, toActivityPage } from './activity-mappers.ts';

export interface SellerMarketplace {
  sellerId: string;
  marketplaceId: string;
}

/** The listing-activity notification endpoints (spec 1 §7.3). */
export class ActivityAPI extends PortalRESTDataSource {
  async unreadCount({ sellerId, marketplaceId }: SellerMarketplace): Promise<number> {
    const answer = await this.get<{ count: number }>('amazon-listings/activity-unread-count', {
      params: { seller_id: sellerId, marketplace_id: marketplaceId },
    });
    return Number(answer.count);
  }

  async unreadEntries(
    { sellerId, marketplaceId }: SellerMarketplace,
    page: number,
    pageSize: number,
  ): Promise<ActivityPage> {
    const answer = await this.get<RestActivityPage>('amazon-listings/activity-unread-entries', {
      params: {
        seller_id: sellerId,
        marketplace_id: marketplaceId,
        page: String(page),
        pageSize: String(pageSize),
      },
    });
    return toActivityPage(answer);
  }

  async resetUnread({ sellerId, marketplaceId }: SellerMarketplace): Promise<boolean> {
    await this.post('amazon-listings/activity-unread-reset', { body: { marketplaceId, sellerId } });
    return true;
  }
}
