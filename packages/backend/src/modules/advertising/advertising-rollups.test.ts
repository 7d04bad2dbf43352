import { AD_PART_IDS, type AdType, addIsoDays, todayUtc } from '@portal/schema';
import type { AdFilterQuery } from '@portal/schema/rest';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { weekStartOf } from '../seller-data/iso-weeks.ts';
import { type AdReading, countGroups, dailySeries, groupRows, totals } from './advertising.repository.ts';
import type { AdQueryScope } from './advertising.types.ts';
import { resolveAdFilters } from './advertising-filters.ts';
import { loadAdPerformanceDays } from './load-ad-performance.ts';

// The advertising rollups (docs/decisions/0617) held to the daily facts: after the seed and after a
// corrected day through the loading path, each entity-week and brand-day equals the sum of its
// facts; and every read answers the same from the rollups as from the facts alone.

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

  it('holds every entity-week and brand-day of the seed to the sums of its facts', async () => {
    const counted = await sql<{ weeks: number; brandDays: number }>`
      select (select count(*)::int from ad_performance_weekly) as weeks,
        (select count(*)::int from ad_performance_brand_daily) as "brandDays"`.execute(db);
    expect(counted.rows[0]?.weeks).toBeGreaterThan(1000);
    expect(counted.rows[0]?.brandDays).toBeGreaterThan(1000);
    expect(await weeksOffFacts(db)).toEqual([]);
    expect(await brandDaysOffFacts(db)).toEqual([]);
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
  });

  // Ranges whose ends fall on every weekday (partial weeks at both ends), shorter than a week, and
  // whole weeks only; filters the rollups answer and the search the brand-day rollup cannot.
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
  ];

  it.each(cases)(
    'answers $adType $query.groupBy $query.from…$query.to the same from the rollups as from the facts',
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
      });
      const facts = await read('facts');
      const rollups = await read('rollups');
      expect(facts.count).toBeGreaterThan(0);
      expect(facts.rows).toHaveLength(facts.count);
      expect(rollups).toEqual(facts);
    },
  );
});
