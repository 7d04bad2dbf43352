import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { activityMutations, activityQueries } from './activity-queries.ts';
import { activitySubscriptions } from './activity-subscriptions.ts';

export const activityResolvers: Resolvers = {
  Query: activityQueries,
  Mutation: activityMutations,
  Subscription: activitySubscriptions,
};
