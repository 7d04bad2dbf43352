import type { Kysely } from 'kysely';

// Spec 3 §3 'Activity entry' carries user.email: the user whose change the entry reports. Entries
// the marketplace raises on its own have none, so the column is nullable; a removed user leaves
// the entry without one rather than removing the history.
export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema
    .alterTable('activity_entries')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db.schema.alterTable('activity_entries').dropColumn('user_id').execute();
}
