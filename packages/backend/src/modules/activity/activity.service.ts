import type { EventName } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { emitEvent } from '../../realtime/events.ts';
import type { Principal } from '../auth/principal.ts';
import { assertSellerVisible } from '../marketplaces/marketplaces.service.ts';
import {
  type ActivityEntry,
  type ActivityFilter,
  countUnread,
  insertActivity,
  listActivity,
  listUnread,
  markAllRead,
  type SellerMarketplace,
} from './activity.repository.ts';

export const NEW_ACTIVITY_EVENT = 'new-activity' satisfies EventName;
export const UNKNOWN_SELLER_MESSAGE = 'No brand has authorized this seller in this marketplace';

export async function unreadCount(ctx: AppContext, principal: Principal, key: SellerMarketplace) {
  await assertSellerVisible(ctx, principal, key.sellerId, key.marketplaceId);
  return { count: await countUnread(ctx.db, key) };
}

export async function unreadEntries(
  ctx: AppContext,
  principal: Principal,
  key: SellerMarketplace,
  page: number,
  pageSize: number,
) {
  await assertSellerVisible(ctx, principal, key.sellerId, key.marketplaceId);
  const [entries, count] = await Promise.all([
    listUnread(ctx.db, key, principal.userId, page, pageSize),
    countUnread(ctx.db, key),
  ]);
  return { entries, count };
}

/** Spec 3 §2 Activity page: every entry of the seller and marketplace, paged, by SKU or search. */
export async function activityPage(
  ctx: AppContext,
  principal: Principal,
  key: SellerMarketplace,
  filter: ActivityFilter,
  page: number,
  pageSize: number,
) {
  await assertSellerVisible(ctx, principal, key.sellerId, key.marketplaceId);
  return listActivity(ctx.db, key, principal.userId, filter, page, pageSize);
}

export async function resetUnread(
  ctx: AppContext,
  principal: Principal,
  key: SellerMarketplace,
): Promise<void> {
  const rooms = await assertSellerVisible(ctx, principal, key.sellerId, key.marketplaceId);
  // A write about a seller nobody authorized is a mistake the caller should hear about.
  if (rooms.length === 0) throw notFound(UNKNOWN_SELLER_MESSAGE);
  await markAllRead(ctx.db, key);
}

/**
 * Stores an activity entry and tells everyone who may see that seller: the owning brand's room,
 * its parent's room and agency staff. Used by the dev tool and the marketplace simulator.
 */
export async function recordActivity(
  ctx: AppContext,
  key: SellerMarketplace,
  entry: { sku: string; type: string; comment: string | null },
  brandRooms: string[],
): Promise<ActivityEntry> {
  const stored = await insertActivity(ctx.db, key, entry);
  const payload = { sellerId: key.sellerId, marketplaceId: key.marketplaceId, entry: stored };
  for (const brandCode of brandRooms)
    emitEvent(ctx.realtime, NEW_ACTIVITY_EVENT, { brand: brandCode }, payload);
  emitEvent(ctx.realtime, NEW_ACTIVITY_EVENT, { staff: true }, payload);
  return stored;
}
