import type { MutationResolvers } from '../../../generated/resolvers-types.ts';
import { signedInUserId } from './users-queries.ts';

export const usersMutations: MutationResolvers = {
  inviteUser: (_root, { input }, context) => context.dataSources.users.invite(input),
  markArticleViewed: (_root, { article }, context) =>
    context.dataSources.users.markArticleViewed(signedInUserId(context), article),
  saveTableLayout: (_root, { tableName, layout }, context) =>
    context.dataSources.users.saveTableLayout(signedInUserId(context), tableName, layout),
};
