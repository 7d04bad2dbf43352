import type { MutationResolvers } from '../../../generated/resolvers-types.ts';
import { signedInUserId } from './users-queries.ts';

export const usersMutations: MutationResolvers = {
  inviteUser: (_root, { input }, context) => context.dataSources.users.invite(input),
  resendInvitation: (_root, { userId }, context) => context.dataSources.users.resendInvitation(userId),
  deactivateUser: (_root, { userId }, context) => context.dataSources.users.deactivate(userId),
  reactivateUser: (_root, { userId }, context) => context.dataSources.users.reactivate(userId),
  setUserAccountFeatures: (_root, { userId, accountFeatures }, context) =>
    context.dataSources.users.setAccountFeatures(userId, accountFeatures),
  markArticleViewed: (_root, { article }, context) =>
    context.dataSources.users.markArticleViewed(signedInUserId(context), article),
  saveTableLayout: (_root, { tableName, layout }, context) =>
    context.dataSources.users.saveTableLayout(signedInUserId(context), tableName, layout),
};
