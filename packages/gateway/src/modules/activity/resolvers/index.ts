import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { activityEnumResolvers } from '../activity-mappers.ts';
import { activityMutations, activityQueries } from './activity-queries.ts';
import { activitySubscriptions } from './activity-subscriptions.ts';

export const activityResolvers: Resolvers = {
  ...activityEnumResolvers,
  Query: activityQueries,
  Mutation: activityMutations,
  Subscription: activitySubscriptions,
};
