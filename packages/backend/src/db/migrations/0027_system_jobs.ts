import { type Kysely, sql } from 'kysely';

// The portal's own work — a scheduled seller-data sync, the demo's history loading in the
// background — is a job too, but no user started it: its owner is empty and no user lists it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .alterColumn('owner_user_id', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from jobs where owner_user_id is null`.execute(db);
  await db.schema
    .alterTable('jobs')
    .alterColumn('owner_user_id', (c) => c.setNotNull())
    .execute();
}
