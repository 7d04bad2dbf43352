import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { adPerformanceRowResolvers, advertisingEnumResolvers } from '../advertising-mappers.ts';
import { advertisingMutations, advertisingQueries } from './advertising-resolvers.ts';

export const advertisingResolvers: Resolvers = {
  ...advertisingEnumResolvers,
  AdPerformanceRow: adPerformanceRowResolvers,
  Query: advertisingQueries,
  Mutation: advertisingMutations,
};
