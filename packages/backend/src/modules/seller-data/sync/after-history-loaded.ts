import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.ts';
import type { JobRow } from '../../../jobs/jobs.repository.ts';
import { generateAlerts } from '../../alerts/generate-alerts.ts';
import { analyzeFacts, vacuumIndexOnlyTables } from '../pipeline/analyze-facts.ts';

/** Seller-data syncs still to finish (queued or running), optionally only the history backfills. */
export async function pendingSyncs(ctx: Pick<AppContext, 'db'>, backfillOnly = false): Promise<number> {
  const row = await ctx.db
    .selectFrom('jobs')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('kind', '=', 'seller-data-sync')
    .where('status', 'in', ['queued', 'running'])
    .$if(backfillOnly, (q) => q.where(sql<boolean>`(payload->>'backfill')::boolean`))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Alerts are raised from the facts after every load. Raising them reads every account, so after a
 * wave of syncs (the demo's history, the daily run) it is done once, by the last sync to finish,
 * after the planner's statistics are brought up to the facts loaded (and the rollups read
 * index-only vacuumed, ADR 0633).
 */
export async function afterHistoryLoaded(ctx: AppContext, row: JobRow): Promise<void> {
  if (row.status !== 'succeeded') return;
  if ((await pendingSyncs(ctx)) > 0) return;
  await analyzeFacts(ctx.db);
  await vacuumIndexOnlyTables(ctx.db);
  await generateAlerts(ctx.db);
  await checkpoint(ctx);
}

/**
 * The embedded database has no checkpointer process: a wave of syncs left its write-ahead log in
 * the data folder (the demo's history: ~600 MB) until the next close. A PostgreSQL server
 * checkpoints on its own, and its portal role may not be allowed to ask (pg_checkpoint).
 */
async function checkpoint(ctx: AppContext): Promise<void> {
  try {
    await sql`checkpoint`.execute(ctx.db);
  } catch (err) {
    ctx.logger?.debug({ err }, 'checkpoint after the syncs not taken');
  }
}
