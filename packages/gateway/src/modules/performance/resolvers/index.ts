import { PERFORMANCE_GRAPHQL_ENUMS } from '@portal/schema';
import type { Resolvers } from '../../../generated/resolvers-types.ts';

export const performanceResolvers: Resolvers = {
  ...PERFORMANCE_GRAPHQL_ENUMS,
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
