import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { authMutations } from './auth-mutations.ts';
import { authQueries } from './auth-queries.ts';

export const authResolvers: Resolvers = { Query: authQueries, Mutation: authMutations };
