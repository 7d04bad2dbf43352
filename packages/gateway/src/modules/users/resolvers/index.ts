import type { Resolvers } from '../../../generated/resolvers-types.ts';
import { usersMutations } from './users-mutations.ts';
import { usersQueries } from './users-queries.ts';

export const usersResolvers: Resolvers = { Query: usersQueries, Mutation: usersMutations };
