import type { QueryResolvers } from '../../../generated/resolvers-types.ts';

export const authQueries: QueryResolvers = {
  registerToken: (_root, { token }, { dataSources }) => dataSources.auth.checkRegisterToken(token),
};
