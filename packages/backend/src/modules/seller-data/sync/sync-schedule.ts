import { addIsoDays, todayUtc } from '@portal/schema';
import cronParser from 'cron-parser';
import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.ts';
import type { JobOwner } from '../../../jobs/job-kind.ts';
import { PROVISIONAL_DAYS } from '../pipeline/load-documents.ts';
import { REPORT_TYPES } from '../reports/report-document.ts';
import type { SyncRequest } from './sync-request.ts';

/**
 * When the daily sync runs: 05:00 UTC, when the marketplaces' previous days are complete in
 * their own time zones (the American ones end at 08:00 UTC at the latest; a later run the next
 * day revises them while they are provisional).
 */
export const SYNC_CRON = '0 5 * * *';

/** The next run of the daily sync after `now`. */
export function nextSyncAt(now: Date = new Date()): Date {
  return cronParser.parseExpression(SYNC_CRON, { currentDate: now, tz: 'UTC' }).next().toDate();
}

/** The reports a daily sync asks for: the daily facts and today's inventory. */
const DAILY_REPORTS = [
  REPORT_TYPES.salesAndTraffic,
  REPORT_TYPES.allOrders,
  REPORT_TYPES.customerReturns,
] as const;
const SNAPSHOT_REPORTS = [REPORT_TYPES.fbaInventory, REPORT_TYPES.reservedInventory] as const;

/**
 * The daily run's syncs: every connected seller account whose sales are loaded, from its first
 * still-provisional day (Amazon may have revised it) through yesterday. An account whose previous
 * sync has not finished is left to it, and one no brand has connected any more is not synced.
 */
export async function planDailySyncs(
  ctx: Pick<AppContext, 'db'>,
  now: Date = new Date(),
): Promise<{ owner: JobOwner; payload: SyncRequest }[]> {
  const yesterday = addIsoDays(todayUtc(now), -1);
  const { rows } = await sql<{
    seller_id: string;
    marketplace_id: string;
    brand_code: string;
    last_day: string;
  }>`
    select f.seller_id, f.marketplace_id, min(f.brand_code) as brand_code,
      to_char(max(f.last_day), 'YYYY-MM-DD') as last_day
    from data_freshness f
    where f.fact = 'salesAndTraffic'
      -- A seller nobody has connected any more (deauthorized) is not synced.
      and exists (
        select 1 from authorized_marketplaces am
        where /* brand-scope: unscoped */ am.seller_id = f.seller_id and am.marketplace_id = f.marketplace_id)
      and not exists (
        select 1 from jobs j
        where j.kind = 'seller-data-sync' and j.status in ('queued', 'running')
          and j.payload->>'sellerId' = f.seller_id and j.payload->>'marketplaceId' = f.marketplace_id)
    group by f.seller_id, f.marketplace_id
    order by 1, 2`.execute(ctx.db);
  return rows.map((r) => {
    const from = minDay(addIsoDays(r.last_day, -(PROVISIONAL_DAYS - 1)), yesterday);
    return {
      owner: { userId: null, brandCode: r.brand_code },
      payload: {
        sellerId: r.seller_id,
        marketplaceId: r.marketplace_id,
        backfill: false,
        ranges: [
          ...DAILY_REPORTS.map((reportType) => ({ reportType, from, to: yesterday })),
          ...SNAPSHOT_REPORTS.map((reportType) => ({ reportType, from: yesterday, to: yesterday })),
        ],
      },
    };
  });
}

const minDay = (a: string, b: string) => (a < b ? a : b);
