import type { AdType } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { brandVisible } from '../../db/brand-scope.ts';
import { forbidden } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { brandsOwningSeller, listAuthorizedMarketplaces, listBrandIds } from './marketplaces.repository.ts';

export const SELLER_FORBIDDEN_MESSAGE = 'You do not have access to this seller and marketplace';

export function authorizedMarketplacesFor(ctx: AppContext, principal: Principal) {
  return listAuthorizedMarketplaces(ctx.db, visibleBrandCodes(principal));
}

export function brandIdsFor(ctx: AppContext, principal: Principal, adType?: AdType) {
  return listBrandIds(ctx.db, visibleBrandCodes(principal), adType);
}

/**
 * Brand rooms that may hear about a seller: each owning brand and its parent (a parent brand's
 * users see their sub brands). Throws 403 when a brand user asks about a seller not theirs.
 */
export async function assertSellerVisible(
  ctx: AppContext,
  principal: Principal,
  sellerId: string,
  marketplaceId: string,
): Promise<string[]> {
  const owners = await brandsOwningSeller(ctx.db, sellerId, marketplaceId);
  const visible = visibleBrandCodes(principal);
  // Staff see every seller: an unknown one is theirs to be told about (no owners, no rooms: 404).
  if (visible !== null && !owners.some((o) => brandVisible(visible, o.brand_code)))
    throw forbidden(SELLER_FORBIDDEN_MESSAGE);
  const rooms = new Set<string>();
  for (const owner of owners) {
    rooms.add(owner.brand_code);
    if (owner.parent_brand_code) rooms.add(owner.parent_brand_code);
  }
  return [...rooms];
}
