import { type Kysely, sql } from 'kysely';

// Spec 3 §2: BULK EDIT (v1) is shown only to a few specific accounts. The accounts are named by a
// feature granted per user (ADR 0609), not by addresses written into the code: an admin grants it
// on the users page, and it travels in the access token like the user's role.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column account_features text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists account_features`.execute(db);
}
