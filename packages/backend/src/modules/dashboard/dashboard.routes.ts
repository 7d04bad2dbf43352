import type { dashboardContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  asinMovers,
  asinWatchlist,
  brandMovers,
  brandRevenueTrend,
  brandWatchlist,
  newBrandRevenue,
  newBrands,
} from './dashboard.service.ts';

/** Spec 2 §7 watchlist, new brand and movers calls (contract: packages/schema/src/dashboard). */
export const dashboardHandlers = (ctx: AppContext): ContractHandlers<typeof dashboardContract> => ({
  brandWatchlist: ({ principal, query }) => brandWatchlist(ctx, principal, query.marketplace),
  asinWatchlist: ({ principal, query }) => asinWatchlist(ctx, principal, query.marketplace),
  newBrands: ({ principal }) => newBrands(ctx, principal),
  newBrandRevenue: ({ principal, query }) => newBrandRevenue(ctx, principal, query.brands, query.marketplace),
  brandRevenueTrend: ({ principal, query }) =>
    brandRevenueTrend(ctx, principal, query.brand, query.marketplace),
  brandGainers: ({ principal, params, query }) =>
    brandMovers(ctx, principal, params.window, 'gainers', query.marketplace),
  brandLosers: ({ principal, params, query }) =>
    brandMovers(ctx, principal, params.window, 'losers', query.marketplace),
  asinGainers: ({ principal, params, query }) =>
    asinMovers(ctx, principal, params.window, 'gainers', query.marketplace),
  asinLosers: ({ principal, params, query }) =>
    asinMovers(ctx, principal, params.window, 'losers', query.marketplace),
});
