import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { DashboardAPI } from './dashboard-api.ts';

/** Thin on purpose: the backend sums the rollups and scopes them to the caller's brands. */
const dashboardResolvers: Resolvers = {
  MoversWindow: GRAPHQL_ENUM_VALUES.MoversWindow,
  Query: {
    watchlist: (_root, { marketplaceId }, { dataSources }) => dataSources.dashboard.watchlist(marketplaceId),
    brandMovers: (_root, { direction, window, marketplaceId }, { dataSources }) =>
      dataSources.dashboard.brandMovers(direction, window, marketplaceId),
    asinMovers: (_root, { direction, window, marketplaceId }, { dataSources }) =>
      dataSources.dashboard.asinMovers(direction, window, marketplaceId),
    newBrands: (_root, { marketplaceId }, { dataSources }) => dataSources.dashboard.newBrands(marketplaceId),
    brandRevenueTrend: (_root, { brandCode, marketplaceId }, { dataSources }) =>
      dataSources.dashboard.brandRevenueTrend(brandCode, marketplaceId),
  },
};

export const dashboardModule = defineGatewayModule({
  name: 'dashboard',
  resolvers: dashboardResolvers,
  dataSources: { dashboard: (config) => new DashboardAPI(config) },
});
