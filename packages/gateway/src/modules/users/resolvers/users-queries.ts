import { unauthenticatedError } from '../../../auth/auth-errors.ts';
import type { GatewayContext } from '../../../context.ts';
import type { QueryResolvers } from '../../../generated/resolvers-types.ts';

/** @auth already ran; this only narrows the type for the user id in the path. */
export function signedInUserId({ user }: GatewayContext): string {
  if (!user) throw unauthenticatedError();
  return user.userId;
}

export const usersQueries: QueryResolvers = {
  me: (_root, _args, { dataSources }) => dataSources.users.me(),
  users: (_root, _args, { dataSources }) => dataSources.users.users(),
  tableLayout: (_root, { tableName }, context) =>
    context.dataSources.users.tableLayout(signedInUserId(context), tableName),
};
