import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { lookupsQueries } from './lookups-queries.ts';

export const lookupsResolvers: Resolvers = { Query: lookupsQueries };
