import type { Kysely } from 'kysely';

// Canada's reporting day follows Pacific time, as the United States' does (docs/decisions/0050).
// Frozen values, like every migration: not read from the app's constants.
const CANADA = 'A2EUQ1WTGCTBG2';

export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db
    .updateTable('marketplaces')
    .set({ timezone: 'America/Los_Angeles' })
    .where('marketplace_id', '=', CANADA)
    .execute();
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db
    .updateTable('marketplaces')
    .set({ timezone: 'America/Toronto' })
    .where('marketplace_id', '=', CANADA)
    .execute();
}
