import type { activityContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import type { ContractHandlers } from '../manifest.ts';
import { assertSellerVisible } from '../marketplaces/marketplaces.service.ts';
import { activityPage, recordActivity, resetUnread, unreadCount, unreadEntries } from './activity.service.ts';

/** Spec 1 §7.3 notification calls (contract: packages/schema/src/activity/activity.rest.ts). */
export const activityHandlers = (ctx: AppContext): ContractHandlers<typeof activityContract> => ({
  unreadCount: ({ principal, query }) =>
    unreadCount(ctx, principal, { sellerId: query.seller_id, marketplaceId: query.marketplace_id }),

  unreadEntries: ({ principal, query }) =>
    unreadEntries(
      ctx,
      principal,
      { sellerId: query.seller_id, marketplaceId: query.marketplace_id },
      query.page,
      query.pageSize,
    ),

  activity: ({ principal, query }) =>
    activityPage(
      ctx,
      principal,
      { sellerId: query.seller_id, marketplaceId: query.marketplace_id },
      { sku: query.sku, searchValue: query.searchValue || undefined },
      query.page,
      query.pageSize,
    ),

  resetUnread: async ({ principal, body }) => {
    await resetUnread(ctx, principal, body);
  },

  // Development tool: what the marketplace simulator does when it finishes a submission.
  devRecordActivity: async ({ principal, body }) => {
    const key = { sellerId: body.sellerId, marketplaceId: body.marketplaceId };
    const rooms = await assertSellerVisible(ctx, principal, key.sellerId, key.marketplaceId);
    if (rooms.length === 0) throw notFound('No brand has authorized this seller in this marketplace');
    const entry = await recordActivity(
      ctx,
      key,
      {
        sku: body.sku ?? 'DEMO-SKU-001',
        type: body.type ?? 'listing update success',
        comment: body.comment ?? null,
      },
      rooms,
    );
    return { entry };
  },
});
