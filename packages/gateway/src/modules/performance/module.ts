import { PERFORMANCE_GRAPHQL_ENUMS } from '@portal/schema';
import { performanceRowShape, performanceSummaryShape } from '@portal/schema/rest';
import { restFieldResolvers } from '../../datasources/rest-rows.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { PerformanceAPI } from './performance-api.ts';

const resolvers: Resolvers = {
  ...PERFORMANCE_GRAPHQL_ENUMS,
  // seller_sku → sellerSku, old_buy_box → oldBuyBox: no genuine renames.
  PerformanceRow: restFieldResolvers(performanceRowShape),
  PerformanceSummary: restFieldResolvers(performanceSummaryShape),
  Query: {
    performanceSkus: (_root, args, { dataSources }) => dataSources.performance.skus(args),
    performanceSummary: (_root, { filter }, { dataSources }) => dataSources.performance.summary(filter),
    performanceMetric: (_root, args, { dataSources }) => dataSources.performance.metric(args),
    performanceProductGroups: (_root, _args, { dataSources }) => dataSources.performance.productGroups(),
    salesPerformance: (_root, { filter }, { dataSources }) => dataSources.performance.sales(filter),
  },
  Mutation: {
    recordPageView: (_root, { path }, { dataSources }) => dataSources.performance.recordPageView(path),
  },
};

export const performanceModule = defineGatewayModule({
  name: 'performance',
  resolvers,
  dataSources: { performance: (config) => new PerformanceAPI(config) },
});
