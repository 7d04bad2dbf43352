import { type Kysely, sql } from 'kysely';

// Users administration (issue 33, ADR 0581): a user's status and last sign-in. Invited and active
// are not stored: a user without a password has not yet accepted the invitation. Deactivation is a
// time, not a flag, so the list can say when; reactivating clears it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('deactivated_at', 'timestamptz')
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();
  // The brand admin's list reads one brand's users.
  await sql`create index users_brand_code on users (brand_code) where brand_code is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_brand_code`.execute(db);
  await db.schema.alterTable('users').dropColumn('deactivated_at').dropColumn('last_sign_in_at').execute();
}
