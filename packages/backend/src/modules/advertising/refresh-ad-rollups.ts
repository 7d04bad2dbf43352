import { AD_PART_IDS, addIsoDays, isoDaysBetween } from '@portal/schema';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { weekStartOf } from '../seller-data/iso-weeks.ts';
import { changedMonths } from '../seller-data/month-to-date.ts';
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
 * Rebuilds the advertising rollups (docs/decisions/0617, 0638) of the days a load wrote for some
 * entities: the entity-weeks holding those days (`ad_performance_weekly`), the entities' month-to-date
 * rows from each changed month's first changed day to its end (`ad_performance_month_to_date`) and
 * the brand-days of the entities' brands (`ad_performance_brand_daily`), each summed again from the
 * daily facts, so a week equals the sum of its days, a month-to-date row the sum of its month's days
 * so far and a brand-day the sum of its entities' days, whichever of them was replaced. The loading
 * path calls it after writing `ad_performance_daily` (and the entities), in the same transaction.
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

  await refreshMonthToDate(db, ids, sorted);

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

/**
 * The entities' month-to-date rows (docs/decisions/0638) from each changed month's first changed day
 * to the month's end: a row sums its month's facts up to its day, so a changed day changes its own
 * and every later row of its month, and nothing in another month. Each entity's rows run from its
 * first fact in the month to the month's last day, a day without a fact carrying the sums before it,
 * so a period's end (or the day before its start) always finds its row.
 */
async function refreshMonthToDate(
  db: Kysely<Database>,
  ids: RawBuilder<unknown>,
  days: readonly string[],
): Promise<void> {
  const parts = sql.raw(AD_PART_IDS.join(', '));
  const running = sql.raw(AD_PART_IDS.map((part) => `sum(${part}) over w as ${part}`).join(', '));
  for (const { monthStart, firstChanged, monthEnd } of changedMonths(days)) {
    await sql`
      delete from ad_performance_month_to_date
      where entity_id = any(${ids}) and report_date between ${firstChanged}::date and ${monthEnd}::date`.execute(
      db,
    );
    // The month's facts of the entities read once (the primary key seeks entity and days), summed in
    // day order per entity; each fact's sums hold from its day to the day before the entity's next
    // fact in the month, or to the month's end. Written in day order, so a day's rows lie together.
    await sql`
      insert into ad_performance_month_to_date (entity_id, report_date, brand_code, marketplace_id, ad_type, ${parts},
        fact_days)
      select c.entity_id, d.day::date, c.brand_code, c.marketplace_id, c.ad_type, ${parts}, c.fact_days
      from (
        select entity_id, report_date, brand_code, marketplace_id, ad_type, ${running}, count(*) over w as fact_days,
          coalesce(lead(report_date) over w - 1, ${monthEnd}::date) as last_day
        from ad_performance_daily
        where entity_id = any(${ids}) and report_date between ${monthStart}::date and ${monthEnd}::date
        window w as (partition by entity_id order by report_date)
      ) c
      cross join lateral generate_series(c.report_date::timestamp, c.last_day::timestamp, interval '1 day') d(day)
      where d.day >= ${firstChanged}::date
      order by d.day`.execute(db);
  }
}
