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

export async function addViewedArticle(db: Kysely<Database>, userId: string, article: string): Promise<void> {
  await db
    .insertInto('viewed_articles')
    .values({ user_id: userId, article })
    .onConflict((oc) => oc.columns(['user_id', 'article']).doNothing())
    .execute();
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
): Promise<void> {
  const json = JSON.stringify(sortData);
  await db
    .insertInto('table_layouts')
    .values({ user_id: userId, table_name: tableName, sort_data: json })
    .onConflict((oc) =>
      oc.columns(['user_id', 'table_name']).doUpdateSet({ sort_data: json, updated_at: sql`now()` }),
    )
    .execute();
}
