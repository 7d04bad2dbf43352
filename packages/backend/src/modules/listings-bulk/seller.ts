import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { UNKNOWN_SELLER_MESSAGE } from '../activity/activity.service.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { brandsOwningSeller } from '../marketplaces/marketplaces.repository.ts';
import { assertSellerVisible } from '../marketplaces/marketplaces.service.ts';

export interface SellerKey {
  sellerId: string;
  marketplaceId: string;
}

/**
 * The brand a bulk tool works for: the seller's owning brand the caller may see (403 for another
 * brand's seller, 404 for a seller nobody authorized). Uploads, submissions and their events are
 * that brand's.
 */
export async function sellerBrand(ctx: AppContext, principal: Principal, key: SellerKey): Promise<string> {
  const rooms = await assertSellerVisible(ctx, principal, key.sellerId, key.marketplaceId);
  if (rooms.length === 0) throw notFound(UNKNOWN_SELLER_MESSAGE);
  const visible = visibleBrandCodes(principal);
  const owners = await brandsOwningSeller(ctx.db, key.sellerId, key.marketplaceId);
  const owner =
    owners.find(
      (o) =>
        visible === null || visible.includes(o.brand_code) || visible.includes(o.parent_brand_code ?? ''),
    ) ?? owners[0];
  if (!owner) throw notFound(UNKNOWN_SELLER_MESSAGE);
  return owner.brand_code;
}
