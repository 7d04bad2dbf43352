import { sql } from 'kysely';
import type { AppContext } from '../app-context.ts';
import { pendingSyncs } from '../modules/seller-data/sync/after-history-loaded.ts';
import type { SyncRequest } from '../modules/seller-data/sync/sync-request.ts';
import type { ReportStartProgress } from '../start-progress.ts';

/** How often the start's history line is refreshed while the background syncs run. */
const HISTORY_PROGRESS_MS = 2_000;

/**
 * Hands the demo's older history to the job queue: the portal's own work, so no user owns it. The
 * jobs are durable: a backend stopped halfway finishes them after its next start.
 */
export async function queueDemoHistory(ctx: AppContext, requests: readonly SyncRequest[]): Promise<void> {
  for (const request of requests)
    await ctx.jobs.enqueue(ctx, 'seller-data-sync', { userId: null, brandCode: null }, request);
}

/**
 * Queues the history (when the seed left any) and watches it, in the background of the start: the
 * backend answers meanwhile. Stop ends the watching (and a queueing not yet done) at close.
 */
export function startDemoHistory(
  ctx: AppContext,
  requests: readonly SyncRequest[],
  onProgress: ReportStartProgress | undefined,
): { stop(): void } {
  let stopped = false;
  let watch: { stop(): void } | null = null;
  const run = async () => {
    for (const request of requests) {
      if (stopped) return;
      await ctx.jobs.enqueue(ctx, 'seller-data-sync', { userId: null, brandCode: null }, request);
    }
    if (!stopped) watch = await watchDemoHistory(ctx, onProgress);
  };
  const started = setImmediate(() => {
    void run().catch((err: unknown) => ctx.logger?.error({ err }, 'demo history not queued'));
  });
  return {
    stop() {
      stopped = true;
      clearImmediate(started);
      watch?.stop();
    },
  };
}

/**
 * While history syncs are unfinished (just queued, or left by a stopped start), reports how many
 * accounts are done, so `npm start` can say when the whole history is in.
 */
export async function watchDemoHistory(
  ctx: AppContext,
  onProgress: ReportStartProgress | undefined,
): Promise<{ stop(): void } | null> {
  if (!onProgress) return null;
  const counts = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from jobs
      where kind = 'seller-data-sync' and (payload->>'backfill')::boolean`.execute(ctx.db);
    const total = rows[0]?.n ?? 0;
    return { total, done: total - (await pendingSyncs(ctx, true)) };
  };
  const first = await counts();
  if (first.total === 0 || first.done === first.total) return null;
  let reported = -1;
  const report = async () => {
    const { total, done } = await counts();
    if (done === reported) return;
    reported = done;
    onProgress({ phase: 'history', message: 'older seller history loaded in the background', done, total });
    if (done >= total) clearInterval(timer);
  };
  const timer = setInterval(() => void report().catch(() => {}), HISTORY_PROGRESS_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
