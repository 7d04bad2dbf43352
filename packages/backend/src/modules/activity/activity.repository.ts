import type { activityEntryShape } from '@portal/schema/rest';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';

/** An activity entry as the contract answers it. */
export type ActivityEntry = z.output<typeof activityEntryShape>;

export interface SellerMarketplace {
  sellerId: string;
  marketplaceId: string;
}

function unread(db: Kysely<Database>, { sellerId, marketplaceId }: SellerMarketplace) {
  return db
    .selectFrom('activity_entries')
    .where('seller_id', '=', sellerId)
    .where('marketplace_id', '=', marketplaceId)
    .where('is_read', '=', false);
}

export async function countUnread(db: Kysely<Database>, key: SellerMarketplace): Promise<number> {
  const row = await unread(db, key)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The entry's columns and its user's email only when that user is the viewer: the join matches no
 * one else, so another user's address is never read.
 */
const ENTRY_COLUMNS = [
  'activity_entries.id',
  'activity_entries.sku',
  'activity_entries.type',
  'activity_entries.comment',
  'activity_entries.created_at',
  'viewer.email as user_email',
] as const;

export async function listUnread(
  db: Kysely<Database>,
  key: SellerMarketplace,
  viewerId: string,
  page: number,
  pageSize: number,
): Promise<ActivityEntry[]> {
  const rows = await unread(db, key)
    .leftJoin('users as viewer', (join) =>
      join.onRef('viewer.id', '=', 'activity_entries.user_id').on('viewer.id', '=', viewerId),
    )
    .select(ENTRY_COLUMNS)
    .orderBy('activity_entries.created_at', 'desc')
    .orderBy('activity_entries.id', 'desc')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
  return rows.map(toEntry);
}

/** Which entries the activity page lists: one SKU, or those whose SKU contains the search. */
export type ActivityFilter = { sku?: string; searchValue?: string };

// LIKE's wildcards in a search are literal characters of a SKU.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function allEntries(
  db: Kysely<Database>,
  { sellerId, marketplaceId }: SellerMarketplace,
  filter: ActivityFilter,
) {
  let query = db
    .selectFrom('activity_entries')
    .where('seller_id', '=', sellerId)
    .where('marketplace_id', '=', marketplaceId);
  if (filter.sku) query = query.where('sku', '=', filter.sku);
  if (filter.searchValue) query = query.where('sku', 'ilike', likePattern(filter.searchValue));
  return query;
}

/** A page of every entry (read or not), newest first, and how many match in all. */
export async function listActivity(
  db: Kysely<Database>,
  key: SellerMarketplace,
  viewerId: string,
  filter: ActivityFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ActivityEntry[]; count: number }> {
  const [rows, total] = await Promise.all([
    allEntries(db, key, filter)
      .leftJoin('users as viewer', (join) =>
        join.onRef('viewer.id', '=', 'activity_entries.user_id').on('viewer.id', '=', viewerId),
      )
      .select(ENTRY_COLUMNS)
      .orderBy('activity_entries.created_at', 'desc')
      .orderBy('activity_entries.id', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    allEntries(db, key, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toEntry), count: Number(total.count) };
}

export async function markAllRead(db: Kysely<Database>, key: SellerMarketplace): Promise<void> {
  await db
    .updateTable('activity_entries')
    .set({ is_read: true })
    .where('seller_id', '=', key.sellerId)
    .where('marketplace_id', '=', key.marketplaceId)
    .where('is_read', '=', false)
    .execute();
}

export async function insertActivity(
  db: Kysely<Database>,
  key: SellerMarketplace,
  entry: { sku: string; type: string; comment: string | null },
): Promise<ActivityEntry> {
  const row = await db
    .insertInto('activity_entries')
    .values({ seller_id: key.sellerId, marketplace_id: key.marketplaceId, ...entry })
    .returning(['id', 'sku', 'type', 'comment', 'created_at'])
    .executeTakeFirstOrThrow();
  // Broadcast to every viewer of the seller, so it names no user.
  return toEntry({ ...row, user_email: null });
}

function toEntry(row: {
  id: number;
  sku: string;
  type: string;
  comment: string | null;
  created_at: Date;
  user_email: string | null;
}): ActivityEntry {
  return {
    id: row.id,
    sku: row.sku,
    type: row.type,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
    user: row.user_email === null ? null : { email: row.user_email },
  };
}
