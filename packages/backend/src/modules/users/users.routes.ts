import type { usersContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import { inviteUser } from './invitations.service.ts';
import {
  deactivateUser,
  listUsers,
  reactivateUser,
  resendInvitation,
  setAccountFeatures,
} from './user-accounts.service.ts';
import {
  assertOwnUser,
  getMe,
  markArticleViewed,
  readTableLayout,
  writeTableLayout,
} from './users.service.ts';

/** Spec 1 §7.1 user calls (contract: packages/schema/src/users/users.rest.ts). */
export const usersHandlers = (ctx: AppContext): ContractHandlers<typeof usersContract> => ({
  invite: ({ principal, body }) => inviteUser(ctx, principal, body),
  listUsers: ({ principal }) => listUsers(ctx, principal),
  resendInvitation: ({ principal, params }) => resendInvitation(ctx, principal, params.userId),
  deactivateUser: ({ principal, params }) => deactivateUser(ctx, principal, params.userId),
  reactivateUser: ({ principal, params }) => reactivateUser(ctx, principal, params.userId),
  setAccountFeatures: ({ principal, params, body }) =>
    setAccountFeatures(ctx, principal, params.userId, body.account_features),
  me: ({ principal }) => getMe(ctx, principal),

  markArticleViewed: async ({ principal, params, body }) => {
    assertOwnUser(principal, params.userId);
    return { viewed_articles: await markArticleViewed(ctx, params.userId, body.viewed_article) };
  },

  tableSort: async ({ principal, params }) => {
    assertOwnUser(principal, params.userId);
    return { sort_data: await readTableLayout(ctx, params.userId, params.tableName) };
  },

  saveTableSort: async ({ principal, params, body }) => {
    assertOwnUser(principal, params.userId);
    return { sort_data: await writeTableLayout(ctx, params.userId, params.tableName, body.sortData) };
  },
});
