import type { QueryResolvers } from '../../../generated/resolvers-types.ts';

export const lookupsQueries: QueryResolvers = {
  authorizedMarketplaces: (_root, _args, { dataSources }) => dataSources.lookups.authorizedMarketplaces(),
  brandStatuses: (_root, _args, { dataSources }) => dataSources.lookups.list('brandStatuses'),
  brandRoleAssignees: (_root, _args, { dataSources }) => dataSources.lookups.list('brandRoleAssignees'),
  brandTypes: (_root, _args, { dataSources }) => dataSources.lookups.list('brandTypes'),
  orderMethods: (_root, _args, { dataSources }) => dataSources.lookups.list('orderMethods'),
  agreementTypes: (_root, _args, { dataSources }) => dataSources.lookups.list('agreementTypes'),
  brandMaxControl: (_root, _args, { dataSources }) => dataSources.lookups.list('brandMaxControl'),
  brandIds: (_root, { adType }, { dataSources }) => dataSources.lookups.brandIds(adType),
  accountManagers: (_root, _args, { dataSources }) => dataSources.lookups.accountManagers(),
};
