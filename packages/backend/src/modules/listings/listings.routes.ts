import type { listingsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import * as listings from './listings.service.ts';

const keyOf = (q: { seller_id: string; marketplace_id: string }) => ({
  sellerId: q.seller_id,
  marketplaceId: q.marketplace_id,
});

/** Spec 3 §7 'Listings' calls (contract: packages/schema/src/listings/listings.rest.ts). */
export const listingsHandlers = (ctx: AppContext): ContractHandlers<typeof listingsContract> => ({
  items: ({ principal, query }) => listings.listingsItems(ctx, principal, query),
  totalCount: ({ principal, query }) => {
    const { seller_id: _s, marketplace_id: _m, ...filter } = query;
    return listings.listingsTotal(ctx, principal, keyOf(query), filter);
  },
  itemDetail: ({ principal, query }) => listings.itemDetail(ctx, principal, keyOf(query), query.sku),
  deleteItem: ({ principal, query }) => listings.deleteItem(ctx, principal, keyOf(query), query.seller_sku),
  fetch: ({ principal, body }) =>
    listings.refetch(ctx, principal, { sellerId: body.sellerId, marketplaceId: body.marketplaceId }),
  checkIfReflected: ({ principal, query }) =>
    listings.checkIfReflected(ctx, principal, keyOf(query), query.seller_sku),
  recentlyReflected: ({ principal, query }) => listings.recentlyReflectedFor(ctx, principal, keyOf(query)),
  clearRecentlyReflected: async ({ principal, query }) => {
    await listings.clearRecentlyReflectedFor(ctx, principal, keyOf(query));
  },
  reflectionDashboard: ({ principal, query }) => listings.reflectionDashboard(ctx, principal, keyOf(query)),
  reflectionData: ({ principal, query }) =>
    listings.reflectionData(ctx, principal, keyOf(query), query.page, query.pageSize),
  deprecatedVariationThemes: ({ principal, query }) =>
    listings.deprecatedThemes(
      ctx,
      principal,
      keyOf(query),
      query.search || undefined,
      query.page,
      query.pageSize,
    ),
});
