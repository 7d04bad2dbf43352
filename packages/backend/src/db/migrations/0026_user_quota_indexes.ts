import type { Kysely } from 'kysely';

// Per-user quotas (docs/decisions/0313): a page view is recorded only while the user has fewer than
// the day's quota in the last 24 hours, counted on every record; this index keeps that count to the
// user's own recent rows. (table_layouts and viewed_articles are counted by their primary keys.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('page_view_events_user_idx')
    .on('page_view_events')
    .columns(['user_id', 'viewed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('page_view_events_user_idx').execute();
}
