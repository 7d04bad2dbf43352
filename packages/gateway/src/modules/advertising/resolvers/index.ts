import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { advertisingMutations, advertisingQueries } from './advertising-resolvers.ts';

export const advertisingResolvers: Resolvers = {
  Query: advertisingQueries,
  Mutation: advertisingMutations,
};
