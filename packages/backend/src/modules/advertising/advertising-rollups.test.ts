import { AD_PART_IDS, type AdType, addIsoDays, todayUtc } from '@portal/schema';
import type { AdFilterQuery } from '@portal/schema/rest';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { weekStartOf } from '../seller-data/iso-weeks.ts';
import { monthEndOf, monthStartOf } from '../seller-data/month-to-date.ts';
import { type AdReading, countGroups, dailySeries, groupRows, totals } from './advertising.repository.ts';
import type { AdQueryScope } from './advertising.types.ts';
import { resolveAdFilters } from './advertising-filters.ts';
import { loadAdPerformanceDays } from './load-ad-performance.ts';

// The advertising rollups (docs/decisions/0617, 0638) held to the daily facts: after the seed and
// after a corrected day through the loading path, each entity-week, entity month-to-date row and
// brand-day equals the sum of its facts; and every read answers the same from the rollups (the
// month-to-date reading) as from the weeks-and-days reading and from the facts alone.

const today = todayUtc();
const day = (offset: number) => addIsoDays(today, offset);
const parts = sql.raw(AD_PART_IDS.map((p) => `sum(${p})::text as ${p}`).join(', '));

/** Rows of the rollup and of the facts summed the same way that differ (empty when equal). */
async function weeksOffFacts(db: Kysely<Database>): Promise<unknown[]> {
  const { rows } = await sql`
    with facts as (
      select entity_id, date_trunc('week', report_date::timestamp)::date as week_start, brand_code, marketplace_id,
        ad_type, ${parts}
      from ad_performance_daily group by 1, 2, 3, 4, 5),
    rollup as (
      select entity_id, week_start, brand_code, marketplace_id, ad_type, ${parts}
      from ad_performance_weekly group by 1, 2, 3, 4, 5)
    (select 'facts' as side, * from facts except select 'facts', * from rollup)
    union all (select 'rollup', * from rollup except select 'rollup', * from facts)`.execute(db);
  return rows;
}

/**
 * Whole rows of one brand's month-to-date rollup against its days summed afresh by another method (a
 * range join from each month's 1st, not a running window): for every entity and day from its first
 * fact in a month to the month's end, the month's facts up to that day. The rows only one side has.
 * One brand's rows: the join is quadratic in a month's days; every entity's month ends are held to
 * its months' facts by `monthEndsOffFacts`, and every reading to the weeks' and the facts'.
 */
async function monthToDateOffFacts(db: Kysely<Database>, brand: string): Promise<unknown[]> {
  const sums = sql.raw(AD_PART_IDS.map((p) => `coalesce(sum(f.${p}), 0)::text as ${p}`).join(', '));
  const texts = sql.raw(AD_PART_IDS.map((p) => `${p}::text as ${p}`).join(', '));
  const { rows } = await sql`
    with keys as (
      select entity_id, brand_code, marketplace_id, ad_type, date_trunc('month', report_date::timestamp) as month_start,
        min(report_date) as first_day
      from ad_performance_daily where brand_code = ${brand} group by 1, 2, 3, 4, 5),
    days as (
      select k.entity_id, d.day::date as report_date, k.brand_code, k.marketplace_id, k.ad_type, ${sums},
        count(f.report_date)::int as fact_days
      from keys k
      cross join lateral generate_series(k.first_day::timestamp,
        k.month_start + interval '1 month' - interval '1 day', interval '1 day') d(day)
      left join ad_performance_daily f
        on f.entity_id = k.entity_id and f.report_date between k.month_start::date and d.day::date
      group by 1, 2, 3, 4, 5),
    rollup as (
      select entity_id, report_date, brand_code, marketplace_id, ad_type, ${texts}, fact_days
      from ad_performance_month_to_date where brand_code = ${brand})
    (select 'facts' as side, * from (table days except table rollup) d)
    union all (select 'rollup' as side, * from (table rollup except table days) r)`.execute(db);
  return rows;
}

/** Every entity's row at each month's last day against the month's facts summed (all brands). */
async function monthEndsOffFacts(db: Kysely<Database>): Promise<unknown[]> {
  const { rows } = await sql`
    with facts as (
      select entity_id, (date_trunc('month', report_date::timestamp) + interval '1 month' - interval '1 day')::date
          as report_date, brand_code, marketplace_id, ad_type, ${parts}, count(*)::int as fact_days
      from ad_performance_daily group by 1, 2, 3, 4, 5),
    rollup as (
      select entity_id, report_date, brand_code, marketplace_id, ad_type, ${parts}, sum(fact_days)::int as fact_days
      from ad_performance_month_to_date
      where report_date = (date_trunc('month', report_date::timestamp) + interval '1 month' - interval '1 day')::date
      group by 1, 2, 3, 4, 5)
    (select 'facts' as side, * from facts except select 'facts', * from rollup)
    union all (select 'rollup', * from rollup except select 'rollup', * from facts)`.execute(db);
  return rows;
}

async function brandDaysOffFacts(db: Kysely<Database>): Promise<unknown[]> {
  const { rows } = await sql`
    with facts as (
      select p.ad_type, p.marketplace_id, p.report_date, p.brand_code,
        (case when e.campaign_id is not null then 1 else 0 end) | (case when e.ad_group_id is not null then 2 else 0 end)
          | (case when e.keyword_id is not null then 4 else 0 end) | (case when e.target_id is not null then 8 else 0 end)
          | (case when e.advertiser_id is not null then 16 else 0 end) as leaves, ${parts}
      from ad_performance_daily p join ad_entities e on e.id = p.entity_id group by 1, 2, 3, 4, 5),
    rollup as (
      select ad_type, marketplace_id, report_date, brand_code, leaves, ${parts}
      from ad_performance_brand_daily group by 1, 2, 3, 4, 5)
    (select 'facts' as side, * from facts except select 'facts', * from rollup)
    union all (select 'rollup', * from rollup except select 'rollup', * from facts)`.execute(db);
  return rows;
}

describe.each(databasesUnderTest())('advertising rollups on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  let manager: string;

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    const row = await sql<{ id: string }>`
      select account_manager_id::text as id from brands where account_manager_id is not null
      group by 1 order by count(*) desc limit 1`.execute(db);
    manager = row.rows[0]?.id ?? '';
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('holds every entity-week, month-to-date row and brand-day of the seed to the sums of its facts', async () => {
    const counted = await sql<{ weeks: number; brandDays: number; monthToDate: number }>`
      select (select count(*)::int from ad_performance_weekly) as weeks,
        (select count(*)::int from ad_performance_brand_daily) as "brandDays",
        (select count(*)::int from ad_performance_month_to_date where brand_code = 'MR100') as "monthToDate"`.execute(
      db,
    );
    expect(counted.rows[0]?.weeks).toBeGreaterThan(1000);
    expect(counted.rows[0]?.brandDays).toBeGreaterThan(1000);
    expect(counted.rows[0]?.monthToDate).toBeGreaterThan(1000);
    expect(await weeksOffFacts(db)).toEqual([]);
    expect(await brandDaysOffFacts(db)).toEqual([]);
    expect(await monthToDateOffFacts(db, 'MR100')).toEqual([]);
    expect(await monthEndsOffFacts(db)).toEqual([]);
  });

  it('keeps both rollups equal to the facts after a day is corrected and a new one loaded', async () => {
    const picked = await sql<{ id: number; day: string }>`
      select p.entity_id as id, to_char(max(p.report_date), 'YYYY-MM-DD') as day
      from ad_performance_daily p join ad_entities e on e.id = p.entity_id
      where e.brand_code = 'MR100' and e.ad_type = 'sp' and e.keyword_id is not null
      group by 1 order by 1 limit 1`.execute(db);
    const entity = picked.rows[0];
    if (!entity) throw new Error('no sp keyword entity of MR100');
    const corrected = addIsoDays(entity.day, -10);
    const week = weekStartOf(corrected);
    const before = await sql<{ cost: string; brandCost: string }>`
      select (select advertising_cost::text from ad_performance_weekly where entity_id = ${entity.id}
          and week_start = ${week}::date) as cost,
        (select sum(advertising_cost)::text from ad_performance_brand_daily where brand_code = 'MR100'
          and ad_type = 'sp' and report_date = ${corrected}::date) as "brandCost"`.execute(db);
    // The entity's month-to-date rows on the corrected day, the day before, its month's last day and
    // the next month's 1st (when the entity has facts there).
    const monthToDate = async () => {
      const at = [
        addIsoDays(corrected, -1),
        corrected,
        monthEndOf(corrected),
        addIsoDays(monthEndOf(corrected), 1),
      ];
      const { rows } = await sql<{ day: string; cost: string; impressions: string; fact_days: number }>`
        select to_char(report_date, 'YYYY-MM-DD') as day, advertising_cost::text as cost,
          impressions::text as impressions, fact_days
        from ad_performance_month_to_date where entity_id = ${entity.id} and report_date = any(${at}::date[])
        order by report_date`.execute(db);
      return rows;
    };
    const mtdBefore = await monthToDate();

    // The corrected day (cost up by 1,000.01) and a day the entity had no row for (before its start).
    const first = await sql<{ day: string }>`
      select to_char(min(report_date) - 1, 'YYYY-MM-DD') as day from ad_performance_daily
      where entity_id = ${entity.id}`.execute(db);
    const earlier = first.rows[0]?.day as string;
    const held = await sql<Record<string, string>>`
      select * from ad_performance_daily where entity_id = ${entity.id} and report_date = ${corrected}::date`.execute(
      db,
    );
    const old = held.rows[0] as Record<string, string>;
    await loadAdPerformanceDays(db, [
      {
        entityId: entity.id,
        reportDate: corrected,
        impressions: Number(old.impressions) + 5,
        clicks: Number(old.clicks),
        advertising_cost: Number(old.advertising_cost) + 1000.01,
        advertising_revenue: Number(old.advertising_revenue),
        orders: Number(old.orders),
      },
      { entityId: entity.id, reportDate: earlier, impressions: 7, clicks: 1, advertising_cost: 0.5 },
    ]);

    const after = await sql<{ cost: string; brandCost: string }>`
      select (select advertising_cost::text from ad_performance_weekly where entity_id = ${entity.id}
          and week_start = ${week}::date) as cost,
        (select sum(advertising_cost)::text from ad_performance_brand_daily where brand_code = 'MR100'
          and ad_type = 'sp' and report_date = ${corrected}::date) as "brandCost"`.execute(db);
    expect(Number(after.rows[0]?.cost)).toBeCloseTo(Number(before.rows[0]?.cost) + 1000.01, 2);
    expect(Number(after.rows[0]?.brandCost)).toBeCloseTo(Number(before.rows[0]?.brandCost) + 1000.01, 2);
    expect(await weeksOffFacts(db)).toEqual([]);
    expect(await brandDaysOffFacts(db)).toEqual([]);

    // The corrected day and the rest of its month moved by the correction (the same fact days); the
    // day before and the next month did not (unless the day is a 1st or its month's last day).
    const mtdAfter = await monthToDate();
    expect(mtdAfter.map((r) => r.day)).toEqual(mtdBefore.map((r) => r.day));
    for (const [i, row] of mtdAfter.entries()) {
      const old = mtdBefore[i] as (typeof mtdBefore)[number];
      const moved = row.day >= corrected && row.day <= monthEndOf(corrected);
      expect(row.fact_days).toBe(old.fact_days);
      expect(Math.round(Number(row.cost) * 100)).toBe(
        Math.round(Number(old.cost) * 100) + (moved ? 100_001 : 0),
      );
      expect(Number(row.impressions)).toBe(Number(old.impressions) + (moved ? 5 : 0));
    }
    expect(mtdAfter.some((r) => r.day === monthEndOf(corrected))).toBe(true);
    // The day before the entity's first: its month's rows now start there, one fact day more.
    const earliest = await sql<{ day: string; cost: string }>`
      select to_char(min(report_date), 'YYYY-MM-DD') as day,
        (array_agg(advertising_cost::text order by report_date))[1] as cost
      from ad_performance_month_to_date
      where entity_id = ${entity.id} and report_date between ${monthStartOf(earlier)}::date and ${monthEndOf(earlier)}::date`.execute(
      db,
    );
    expect(earliest.rows[0]?.day).toBe(earlier);
    expect(earliest.rows[0]?.cost).toBe('0.50');
    expect(await monthToDateOffFacts(db, 'MR100')).toEqual([]);
    expect(await monthEndsOffFacts(db)).toEqual([]);
  });

  // Ranges whose ends fall on every weekday (partial weeks at both ends), shorter than a week, and
  // whole weeks only; ranges from and to a month's 1st and last day, within one month, across
  // months and a year's end, and compared with the period before; filters the rollups answer, one
  // brand (read from its facts) and the search the brand-day rollup cannot.
  const monthAgo = monthStartOf(day(-40));
  const year = Number(day(-75).slice(0, 4));
  const cases: Array<{ adType: AdType; query: AdFilterQuery; scope?: Partial<AdQueryScope> }> = [
    { adType: 'sp', query: { from: day(-30), to: day(-1), groupBy: 'keyword' } },
    { adType: 'sp', query: { from: day(-5), to: day(-2), groupBy: 'campaign' } },
    { adType: 'sp', query: { from: day(-100), to: day(-12), groupBy: 'target', sortBy: 'acos' } },
    {
      adType: 'sp',
      query: { from: day(-90), to: day(-1), groupBy: 'brand' },
      scope: { brandCodes: ['MR100'] },
    },
    { adType: 'sb', query: { from: day(-90), to: day(-1), groupBy: 'brand', searchStr: 'a' } },
    { adType: 'sb', query: { from: day(-45), to: day(-3), groupBy: 'keyword', searchStr: 'e' } },
    { adType: 'attribution', query: { from: day(-61), to: day(-1), groupBy: 'adGroup' } },
    { adType: 'dsp', query: { from: day(-33), to: day(-4), groupBy: 'advertiser' } },
    {
      adType: 'sp',
      query: { from: day(-40), to: day(-9), groupBy: 'adGroup' },
      scope: { accountManagers: ['?'] },
    },
    // A whole calendar month; from a 1st into the next month; ending on a 1st; from a month's last
    // day; inside one month; across a year's end.
    { adType: 'sp', query: { from: monthAgo, to: monthEndOf(monthAgo), groupBy: 'campaign' } },
    {
      adType: 'sp',
      query: { from: monthStartOf(day(-100)), to: addIsoDays(monthEndOf(day(-70)), 9), groupBy: 'keyword' },
    },
    { adType: 'sb', query: { from: day(-75), to: monthStartOf(day(-3)), groupBy: 'campaign' } },
    { adType: 'sp', query: { from: monthEndOf(day(-120)), to: day(-1), groupBy: 'brand' } },
    {
      adType: 'sp',
      query: { from: addIsoDays(monthAgo, 3), to: addIsoDays(monthAgo, 20), groupBy: 'adGroup' },
    },
    { adType: 'attribution', query: { from: `${year - 1}-12-20`, to: `${year}-01-11`, groupBy: 'campaign' } },
    // 90 days over every brand compared with the 91 before, as the bench asks; and one brand.
    {
      adType: 'sp',
      query: {
        from: day(-90),
        to: day(-1),
        compareFrom: day(-181),
        compareTo: day(-91),
        groupBy: 'campaign',
      },
    },
    {
      adType: 'sp',
      query: { from: day(-90), to: day(-1), compareFrom: day(-181), compareTo: day(-91), groupBy: 'keyword' },
      scope: { brandCodes: ['MR100'] },
    },
  ];

  it.each(cases)(
    'answers $adType $query.groupBy $query.from…$query.to the same from the rollups as from the weeks and the facts',
    async ({ adType, query, scope: asked }) => {
      const filters = resolveAdFilters(adType, query, today);
      const scope: AdQueryScope = {
        brandCodes: asked?.brandCodes ?? null,
        accountManagers: asked?.accountManagers ? [manager] : [],
      };
      const range = { from: filters.from, to: filters.to };
      const read = async (reading: AdReading) => ({
        rows: await groupRows(db, filters, scope, { limit: 10_000, offset: 0 }, reading),
        count: await countGroups(db, filters, scope, reading),
        totals: await totals(db, filters, scope, range, reading),
        series: await dailySeries(db, filters, scope, range, reading),
        compared: filters.compare
          ? {
              totals: await totals(db, filters, scope, filters.compare, reading),
              series: await dailySeries(db, filters, scope, filters.compare, reading),
            }
          : null,
      });
      const facts = await read('facts');
      const weeks = await read('weeks');
      const rollups = await read('rollups');
      expect(facts.count).toBeGreaterThan(0);
      expect(facts.rows).toHaveLength(facts.count);
      expect(weeks).toEqual(facts);
      expect(rollups).toEqual(facts);
    },
  );
});
