import { QUOTA_MESSAGES, USER_QUOTAS } from '@portal/schema';
import type { sortDataShape } from '@portal/schema/rest';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { forbidden, HttpError, unauthorized } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { findUserProfile, type UserProfile } from './user-profile.ts';
import { addViewedArticle, getTableLayout, listViewedArticles, saveTableLayout } from './users.repository.ts';

export const OWN_ACCOUNT_ONLY_MESSAGE = 'You can only access your own user settings';

/** Column layout of a table (spec 1 §3 "Table layout preference"), as the contract declares it. */
export type SortData = z.output<typeof sortDataShape>;

export async function getMe(ctx: AppContext, principal: Principal): Promise<UserProfile> {
  const profile = await findUserProfile(ctx.db, principal.userId);
  // A token for a user that no longer exists is a dead session, not a server fault.
  if (!profile) throw unauthorized('User no longer exists');
  return profile;
}

/** A user may only read and write their own settings, whatever id they send. */
export function assertOwnUser(principal: Principal, userId: string): void {
  if (principal.userId !== userId) throw forbidden(OWN_ACCOUNT_ONLY_MESSAGE);
}

export async function markArticleViewed(ctx: AppContext, userId: string, article: string): Promise<string[]> {
  if (!(await addViewedArticle(ctx.db, userId, article, USER_QUOTAS.viewedArticles)))
    throw new HttpError(409, QUOTA_MESSAGES.viewedArticles);
  return listViewedArticles(ctx.db, userId);
}

export async function readTableLayout(
  ctx: AppContext,
  userId: string,
  tableName: string,
): Promise<SortData | null> {
  // Stored only by writeTableLayout, after the contract checked it.
  return ((await getTableLayout(ctx.db, userId, tableName)) as SortData | null) ?? null;
}

export async function writeTableLayout(
  ctx: AppContext,
  userId: string,
  tableName: string,
  sortData: SortData,
): Promise<SortData> {
  if (!(await saveTableLayout(ctx.db, userId, tableName, sortData, USER_QUOTAS.tableLayouts)))
    throw new HttpError(409, QUOTA_MESSAGES.tableLayouts);
  return sortData;
}
