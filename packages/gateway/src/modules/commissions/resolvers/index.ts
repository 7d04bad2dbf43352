import type { Resolvers } from '../../../generated/resolvers-types.ts';

/** Thin on purpose: the backend applies the rules and the waivers; the gateway only maps names. */
export const commissionsResolvers: Resolvers = {
  Query: {
    commissionRule: (_root, { brandCode }, { dataSources }) => dataSources.commissions.rule(brandCode),
    commissionDetail: (_root, { brandCode, from, to }, { dataSources }) =>
      dataSources.commissions.detail(brandCode, from, to),
    commissionOverride: (_root, { brandCode, month }, { dataSources }) =>
      dataSources.commissions.override(brandCode, month),
    brandCommissions: (_root, range, { dataSources }) => dataSources.commissions.all(range),
    commissionMetric: (_root, { brands, ...range }, { dataSources }) =>
      dataSources.commissions.metric(brands ?? [], range),
  },
  Mutation: {
    waiveCommission: (_root, { brandCode, month, salesPercentage }, { dataSources }) =>
      dataSources.commissions.waive(brandCode, month, salesPercentage),
  },
};
