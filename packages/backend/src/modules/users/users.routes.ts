import type { usersContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import { inviteUser } from './invitations.service.ts';
import {
  assertOwnUser,
  getMe,
  markArticleViewed,
  readTableLayout,
  writeTableLayout,
} from './users.service.ts';

/** Spec 1 §7.1 user calls (contract: packages/schema/src/users/users.rest.ts). */
export const usersHandlers = (ctx: AppContext): ContractHandlers<typeof usersContract> => ({
  invite: ({ body }) => inviteUser(ctx, body),
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
