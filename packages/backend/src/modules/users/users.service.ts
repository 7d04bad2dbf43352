import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, unauthorized } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { loadUserProfile, type UserProfile } from './user-profile.ts';
import {
  addViewedArticle,
  findUserById,
  getTableLayout,
  listViewedArticles,
  saveTableLayout,
} from './users.repository.ts';

export const OWN_ACCOUNT_ONLY_MESSAGE = 'You can only access your own user settings';

/** Column layout of a table (spec 1 §3 "Table layout preference"). */
export interface SortData {
  columnVisibilityModel: Record<string, boolean>;
  columnsOrder: string[];
}

export async function getMe(ctx: AppContext, principal: Principal): Promise<UserProfile> {
  const user = await findUserById(ctx.db, principal.userId);
  // A token for a user that no longer exists is a dead session, not a server fault.
  if (!user) throw unauthorized('User no longer exists');
  return loadUserProfile(ctx.db, user);
}

/** A user may only read and write their own settings, whatever id they send. */
export function assertOwnUser(principal: Principal, userId: string): void {
  if (principal.userId !== userId) throw forbidden(OWN_ACCOUNT_ONLY_MESSAGE);
}

export async function markArticleViewed(ctx: AppContext, userId: string, article: string): Promise<string[]> {
  await addViewedArticle(ctx.db, userId, article);
  return listViewedArticles(ctx.db, userId);
}

export function readTableLayout(ctx: AppContext, userId: string, tableName: string): Promise<unknown> {
  return getTableLayout(ctx.db, userId, tableName);
}

export async function writeTableLayout(
  ctx: AppContext,
  userId: string,
  tableName: string,
  sortData: SortData,
): Promise<SortData> {
  await saveTableLayout(ctx.db, userId, tableName, sortData);
  return sortData;
}

/** Checks the shape of `sortData` and keeps only its two known fields. */
export function parseSortData(value: unknown): SortData {
  if (value === undefined || value === null) throw badRequest('sortData is required');
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('sortData must be an object');
  const { columnVisibilityModel, columnsOrder } = value as Record<string, unknown>;
  if (
    typeof columnVisibilityModel !== 'object' ||
    columnVisibilityModel === null ||
    Array.isArray(columnVisibilityModel)
  ) {
    throw badRequest('sortData.columnVisibilityModel must be an object of column names to booleans');
  }
  const visibility = Object.entries(columnVisibilityModel as Record<string, unknown>);
  if (visibility.length > 500 || visibility.some(([, v]) => typeof v !== 'boolean')) {
    throw badRequest('sortData.columnVisibilityModel must be an object of column names to booleans');
  }
  if (
    !Array.isArray(columnsOrder) ||
    columnsOrder.length > 500 ||
    columnsOrder.some((c) => typeof c !== 'string')
  ) {
    throw badRequest('sortData.columnsOrder must be a list of column names');
  }
  return {
    columnVisibilityModel: Object.fromEntries(visibility) as Record<string, boolean>,
    columnsOrder: columnsOrder as string[],
  };
}
