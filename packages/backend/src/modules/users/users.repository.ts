import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function listViewedArticles(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('viewed_articles')
    .select('article')
    .where('user_id', '=', userId)
    .orderBy('viewed_at')
    .orderBy('article')
    .execute();
  return rows.map((r) => r.article);
}

/**
 * Records a read article unless the user already keeps `quota` of them; false when refused. One
 * statement, so the count and the insert agree (concurrent calls may pass the bound by their number).
 */
export async function addViewedArticle(
  db: Kysely<Database>,
  userId: string,
  article: string,
  quota: number,
): Promise<boolean> {
  const inserted = await sql`
    insert into viewed_articles (user_id, article)
    select ${userId}, ${article}
    where (select count(*) from viewed_articles where user_id = ${userId}) < ${quota}
    on conflict (user_id, article) do nothing
    returning 1`.execute(db);
  if (inserted.rows.length > 0) return true;
  const known = await db
    .selectFrom('viewed_articles')
    .select('article')
    .where('user_id', '=', userId)
    .where('article', '=', article)
    .executeTakeFirst();
  return known !== undefined;
}

export async function getTableLayout(
  db: Kysely<Database>,
  userId: string,
  tableName: string,
): Promise<unknown> {
  const row = await db
    .selectFrom('table_layouts')
    .select('sort_data')
    .where('user_id', '=', userId)
    .where('table_name', '=', tableName)
    .executeTakeFirst();
  return row?.sort_data ?? null;
}

export async function saveTableLayout(
  db: Kysely<Database>,
  userId: string,
  tableName: string,
  sortData: unknown,
  quota: number,
): Promise<boolean> {
  const json = JSON.stringify(sortData);
  // A table that already has a layout may always change it; a new one only under the quota.
  const saved = await sql`
    insert into table_layouts (user_id, table_name, sort_data)
    select ${userId}, ${tableName}, ${json}::jsonb
    where exists (select 1 from table_layouts where user_id = ${userId} and table_name = ${tableName})
       or (select count(*) from table_layouts where user_id = ${userId}) < ${quota}
    on conflict (user_id, table_name) do update set sort_data = excluded.sort_data, updated_at = now()
    returning 1`.execute(db);
  return saved.rows.length > 0;
}
