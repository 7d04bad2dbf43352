import { AD_PART_IDS, addIsoDays, isoDaysBetween } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { weekStartOf } from '../seller-data/iso-weeks.ts';
import { leavesSql } from './advertising.sql.ts';

/**
 * `column` within the days' range; the list too only when days between the first and the last are
 * missing (testing each row against hundreds of days of a whole-history load is costly).
 */
function inDaysSql(column: string, sorted: readonly string[], step: number) {
  const first = sorted[0] as string;
  const last = sorted[sorted.length - 1] as string;
  const range = sql`${sql.ref(column)} between ${first}::date and ${addIsoDays(last, step - 1)}::date`;
  const contiguous = isoDaysBetween(first, last) / step + 1 === sorted.length;
  return { range, contiguous };
}

/**
 * Rebuilds the advertising rollups (docs/decisions/0617) of the days a load wrote for some entities:
 * the entity-weeks holding those days (`ad_performance_weekly`) and the brand-days of the entities'
 * brands (`ad_performance_brand_daily`), each summed again from all of its daily facts, so a week
 * equals the sum of its days and a brand-day the sum of its entities' days, whichever of them was
 * replaced. The loading path calls it after writing `ad_performance_daily` (and the entities).
 */
export async function refreshAdRollups(
  db: Kysely<Database>,
  entityIds: readonly number[],
  days: readonly string[],
): Promise<void> {
  if (entityIds.length === 0 || days.length === 0) return;
  const sorted = [...new Set(days)].sort();
  const weeks = [...new Set(sorted.map(weekStartOf))].sort();
  const ids = sql`${[...entityIds]}::int[]`;
  const parts = sql.raw(AD_PART_IDS.join(', '));
  const sums = sql.raw(AD_PART_IDS.map((part) => `sum(p.${part})`).join(', '));

  const week = sql`date_trunc('week', p.report_date::timestamp)::date`;
  const inWeeks = inDaysSql('p.report_date', weeks, 7);
  await sql`delete from ad_performance_weekly where entity_id = any(${ids}) and week_start = any(${weeks}::date[])`.execute(
    db,
  );
  await sql`
    insert into ad_performance_weekly (entity_id, week_start, brand_code, marketplace_id, ad_type, ${parts})
    select p.entity_id, ${week}, min(p.brand_code), min(p.marketplace_id), min(p.ad_type), ${sums}
    from ad_performance_daily p
    where p.entity_id = any(${ids}) and ${inWeeks.range}
      ${inWeeks.contiguous ? sql`` : sql`and ${week} = any(${weeks}::date[])`}
    group by 1, 2`.execute(db);

  // A brand-day sums every entity of the brand, type and marketplace, not only those loaded: those
  // brands' days are rebuilt whole.
  const inDays = inDaysSql('report_date', sorted, 1);
  const ofDays = inDays.contiguous
    ? inDays.range
    : sql`${inDays.range} and report_date = any(${sorted}::date[])`;
  const brands = sql`(ad_type, marketplace_id, brand_code) in (
    select distinct ad_type, marketplace_id, brand_code from ad_entities where id = any(${ids}))`;
  await sql`delete from ad_performance_brand_daily where ${brands} and ${ofDays}`.execute(db);
  await sql`
    insert into ad_performance_brand_daily (ad_type, marketplace_id, report_date, brand_code, leaves, ${parts})
    select p.ad_type, p.marketplace_id, p.report_date, p.brand_code, ${leavesSql('e')}, ${sums}
    from (select * from ad_performance_daily where ${brands} and ${ofDays}) p
    join ad_entities e on e.id = p.entity_id
    group by 1, 2, 3, 4, 5`.execute(db);
}
