import type { MutationResolvers, QueryResolvers } from '../../../generated/resolvers-types.ts';

export const activityQueries: QueryResolvers = {
  activityUnreadCount: (_root, args, { dataSources }) => dataSources.activity.unreadCount(args),
  activityUnreadEntries: (_root, { page, pageSize, ...seller }, { dataSources }) =>
    dataSources.activity.unreadEntries(seller, page, pageSize),
  listingActivity: (_root, { sku, searchValue, page, pageSize, ...seller }, { dataSources }) =>
    dataSources.activity.activity(seller, { sku, searchValue }, page, pageSize),
};

export const activityMutations: MutationResolvers = {
  resetActivityUnread: (_root, args, { dataSources }) => dataSources.activity.resetUnread(args),
};
