import { type Kysely, sql } from 'kysely';

// How far back a fact is loaded, beside how far forward: while an account's older history still
// loads in the background, screens say from which day its data is complete.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('data_freshness').addColumn('first_day', 'date').execute();
  await sql`update data_freshness set first_day = last_day`.execute(db);
  await sql`alter table data_freshness alter column first_day set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('data_freshness').dropColumn('first_day').execute();
}
