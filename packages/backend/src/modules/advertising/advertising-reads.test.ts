import { AD_METRICS, type AdType, addIsoDays, todayUtc } from '@portal/schema';
import type { AdFilterQuery } from '@portal/schema/rest';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { monthEndOf, monthStartOf } from '../seller-data/month-to-date.ts';
import { type AdReading, countGroups, dailySeries, groupPage, totals } from './advertising.repository.ts';
import { partsOf, ratiosOf } from './advertising.sql.ts';
import type { AdFilters, AdQueryScope } from './advertising.types.ts';
import { resolveAdFilters } from './advertising-filters.ts';
import { loadAdPerformanceDays } from './load-ad-performance.ts';

// The advertising reads (groups with their count, the brands each group's TACoS base sums, totals,
// the daily series) held to a reference computed here, in TypeScript, from the fact rows and the
// brands' day sales read plainly (docs/decisions/0629): the statements sum per entity before
// joining, collect each group's brands by hash and read the days' sums and brands in one pass, and
// this is what they must still answer. Money is compared in cents, counts exactly.

const today = todayUtc();
const day = (offset: number) => addIsoDays(today, offset);
const MARKETPLACE = 'ATVPDKIKX0DER';
/** The 2nd of last month: the lone entity's only fact, a month-to-date row through its month's end. */
const LONE_DAY = addIsoDays(monthStartOf(addIsoDays(monthStartOf(today), -1)), 1);

/** The grouping columns of the entity (key, name) per group-by option, as the spec names them. */
const KEY: Record<string, [string, string]> = {
  campaign: ['campaign_id', 'campaign_name'],
  adGroup: ['ad_group_id', 'ad_group_name'],
  keyword: ['keyword_id', 'keyword_text'],
  target: ['target_id', 'target_expression'],
  advertiser: ['advertiser_id', 'advertiser_name'],
  brand: ['brand_code', 'brand_name'],
};

type Fact = Record<string, string | null>;
/** A sum kept exact: money in cents, counts as they are. */
type Sums = Record<string, number>;

const exact = (value: string | null) => Math.round(Number(value ?? 0) * 100);
const addInto = (sums: Sums, fact: Fact, parts: readonly string[]) => {
  for (const part of parts) sums[part] = (sums[part] ?? 0) + exact(fact[part] ?? null);
};
/** The values a read answers for summed parts and a base: float8 of the rounded sums. */
function valuesOf(adType: AdType, sums: Sums, base: number | null): Record<string, number | null> {
  const values: Record<string, number | null> = {};
  for (const part of partsOf(adType)) values[part] = (sums[part] ?? 0) / 100;
  if (base !== null) values.revenue = base / 100;
  for (const r of ratiosOf(adType)) {
    const num = values[r.numerator] ?? 0;
    const den = values[r.denominator] ?? 0;
    values[r.id] = den > 0 ? Math.round((r.factor * num * 100) / den) / 100 : null;
  }
  return values;
}

/** A read's metric values beside the reference's: parts and base exactly, ratios within a cent. */
function expectValues(
  adType: AdType,
  actual: Record<string, number | null>,
  expected: Record<string, number | null>,
  at: string,
) {
  for (const metric of AD_METRICS[adType].map((m) => m.id)) {
    const a = actual[metric] ?? null;
    const e = expected[metric] ?? null;
    if (ratiosOf(adType).some((r) => r.id === metric) && a !== null && e !== null)
      expect(Math.abs(a - e), `${at} ${metric}: ${a} vs ${e}`).toBeLessThanOrEqual(0.0101);
    else expect(a, `${at} ${metric}`).toEqual(e);
  }
}

describe.each(databasesUnderTest())('advertising reads against a plain reference on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;
  let manager: string;
  let shared: { campaign: string; brands: string[] };

  beforeAll(async () => {
    api = await startTestBackend(database);
    db = api.backend.db;
    const row = await sql<{ id: string }>`
      select account_manager_id::text as id from brands where account_manager_id is not null
      group by 1 order by count(*) desc limit 1`.execute(db);
    manager = row.rows[0]?.id ?? '';
    // A campaign of two brands: an entity of MC001 carrying an MR100 campaign's id, its days loaded
    // through the loading path, so one group's TACoS base sums two brands' sales.
    const campaign = await sql<{ campaign_id: string; campaign_name: string }>`
      select campaign_id, campaign_name from ad_entities
      where brand_code = 'MR100' and ad_type = 'sp' and marketplace_id = ${MARKETPLACE} and campaign_id is not null
      order by campaign_id limit 1`.execute(db);
    const picked = campaign.rows[0];
    if (!picked) throw new Error('no sp campaign of MR100');
    const id = await sql<{ id: number }>`
      insert into ad_entities (id, brand_code, marketplace_id, ad_type, campaign_id, campaign_name, ad_group_id, ad_group_name)
      select max(id) + 1, 'MC001', ${MARKETPLACE}, 'sp', ${picked.campaign_id}, ${picked.campaign_name}, 'shared-group', 'Shared group'
      from ad_entities returning id`.execute(db);
    const entityId = id.rows[0]?.id as number;
    await loadAdPerformanceDays(
      db,
      [-40, -20, -9, -3].map((offset, i) => ({
        entityId,
        reportDate: day(offset),
        impressions: 900 + i,
        clicks: 31 + i,
        advertising_cost: 12.34 + i,
        advertising_revenue: 56.78 + i,
        orders: 3,
      })),
    );
    shared = { campaign: picked.campaign_id, brands: ['MC001', 'MR100'] };

    // A campaign whose only fact lies early in last month, of a brand with no other sp entity (and
    // with sales): its month-to-date rows run to the month's end, but a period after that day holds
    // no fact of it, so it is no group and its brand's sales are no part of the TACoS base.
    const lone = await sql<{ brand_code: string }>`
      select b.brand_code from brands b
      where not exists (select 1 from ad_entities e where e.brand_code = b.brand_code and e.ad_type = 'sp')
        and exists (select 1 from brand_daily_sales s where s.brand_code = b.brand_code
          and s.marketplace_id = ${MARKETPLACE} and s.total_sales > 0)
      order by b.brand_code limit 1`.execute(db);
    const loneBrand = lone.rows[0]?.brand_code ?? 'MC001';
    const loneId = await sql<{ id: number }>`
      insert into ad_entities (id, brand_code, marketplace_id, ad_type, campaign_id, campaign_name, ad_group_id, ad_group_name)
      select max(id) + 1, ${loneBrand}, ${MARKETPLACE}, 'sp', 'lone-campaign', 'Lone campaign', 'lone-group', 'Lone group'
      from ad_entities returning id`.execute(db);
    await loadAdPerformanceDays(db, [
      {
        entityId: loneId.rows[0]?.id as number,
        reportDate: LONE_DAY,
        impressions: 500,
        clicks: 20,
        advertising_cost: 9.99,
      },
    ]);
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
  });

  /** The facts of the range with their entity's grouping columns and their brand's name and manager. */
  async function factsOf(filters: AdFilters, range: { from: string; to: string }): Promise<Fact[]> {
    const parts = sql.raw(
      partsOf(filters.adType)
        .map((p) => `p.${p}::text as ${p}`)
        .join(', '),
    );
    const { rows } = await sql<Fact>`
      select to_char(p.report_date, 'YYYY-MM-DD') as day, p.brand_code, b.name as brand_name,
        b.account_manager_id::text as manager, e.campaign_id, e.campaign_name, e.ad_group_id, e.ad_group_name,
        e.keyword_id, e.keyword_text, e.target_id, e.target_expression, e.advertiser_id, e.advertiser_name, ${parts}
      from ad_performance_daily p join ad_entities e on e.id = p.entity_id join brands b on b.brand_code = p.brand_code
      where p.ad_type = ${filters.adType} and p.marketplace_id = ${filters.marketplaceId}
        and p.report_date between ${range.from}::date and ${range.to}::date`.execute(db);
    return rows;
  }

  /** Each brand's whole sales per day of the range, in cents. */
  async function salesOf(range: { from: string; to: string }): Promise<Map<string, Map<string, number>>> {
    const { rows } = await sql<{ brand_code: string; day: string; total: string }>`
      select brand_code, to_char(report_date, 'YYYY-MM-DD') as day, total_sales::text as total
      from brand_daily_sales where marketplace_id = ${MARKETPLACE}
        and report_date between ${range.from}::date and ${range.to}::date`.execute(db);
    const byBrand = new Map<string, Map<string, number>>();
    for (const r of rows) {
      const days = byBrand.get(r.brand_code) ?? new Map<string, number>();
      days.set(r.day, exact(r.total));
      byBrand.set(r.brand_code, days);
    }
    return byBrand;
  }

  /** What every read must answer, from the facts and sales alone. */
  async function reference(filters: AdFilters, scope: AdQueryScope, range: { from: string; to: string }) {
    const [keyColumn, nameColumn] = KEY[filters.groupBy] as [string, string];
    const search = filters.searchStr.toLowerCase();
    const facts = (await factsOf(filters, range)).filter(
      (f) =>
        f[keyColumn] !== null &&
        (scope.brandCodes === null || scope.brandCodes.includes(f.brand_code as string)) &&
        (scope.accountManagers.length === 0 || scope.accountManagers.includes(f.manager as string)) &&
        (!search ||
          String(f[nameColumn] ?? '')
            .toLowerCase()
            .includes(search)),
    );
    const sales = await salesOf(range);
    const parts = partsOf(filters.adType);
    const withBase = AD_METRICS[filters.adType].some((m) => m.id === 'revenue');
    const baseOf = (brands: Iterable<string>, onDay?: string) => {
      let total = 0;
      for (const brand of brands)
        for (const [d, cents] of sales.get(brand) ?? []) if (!onDay || d === onDay) total += cents;
      return total;
    };

    const groups = new Map<string, { name: string; sums: Sums; brands: Set<string> }>();
    const days = new Map<string, Sums>();
    const all: Sums = {};
    const brands = new Set<string>();
    for (const f of facts) {
      const id = f[keyColumn] as string;
      const group = groups.get(id) ?? { name: '', sums: {}, brands: new Set<string>() };
      const name = String(f[nameColumn] ?? '');
      if (name > group.name) group.name = name;
      addInto(group.sums, f, parts);
      group.brands.add(f.brand_code as string);
      groups.set(id, group);
      const sums = days.get(f.day as string) ?? {};
      addInto(sums, f, parts);
      days.set(f.day as string, sums);
      addInto(all, f, parts);
      brands.add(f.brand_code as string);
    }
    return {
      groups: new Map(
        [...groups].map(([id, g]) => [
          id,
          { brands: g.brands, values: valuesOf(filters.adType, g.sums, withBase ? baseOf(g.brands) : null) },
        ]),
      ),
      totals: valuesOf(filters.adType, all, withBase ? baseOf(brands) : null),
      series: (d: string) => valuesOf(filters.adType, days.get(d) ?? {}, withBase ? baseOf(brands, d) : null),
    };
  }

  // Every brand (the rollups' reads), an account manager's brands, one brand's facts, a search;
  // ranges with partial weeks at both ends, 90 days as the bench asks, and the shared campaign's
  // days in every range.
  const cases: Array<{
    adType: AdType;
    query: AdFilterQuery;
    scope?: Partial<AdQueryScope>;
    reading?: AdReading;
  }> = [
    { adType: 'sp', query: { from: day(-90), to: day(-2), groupBy: 'campaign' } },
    { adType: 'sp', query: { from: day(-45), to: day(-3), groupBy: 'keyword', sortBy: 'tacos' } },
    {
      adType: 'sp',
      query: { from: day(-41), to: day(-1), groupBy: 'adGroup' },
      scope: { accountManagers: ['?'] },
    },
    {
      adType: 'sp',
      query: { from: day(-90), to: day(-1), groupBy: 'campaign' },
      scope: { brandCodes: ['MR100', 'MC001'] },
    },
    { adType: 'sp', query: { from: day(-60), to: day(-2), groupBy: 'campaign' }, reading: 'facts' },
    { adType: 'sb', query: { from: day(-62), to: day(-4), groupBy: 'brand', searchStr: 'a' } },
    {
      adType: 'sb',
      query: { from: day(-30), to: day(-1), groupBy: 'keyword', searchStr: 'e', sortDirection: 'asc' },
    },
    { adType: 'attribution', query: { from: day(-61), to: day(-1), groupBy: 'adGroup' } },
    { adType: 'dsp', query: { from: day(-33), to: day(-4), groupBy: 'advertiser' } },
    // Month boundaries (docs/decisions/0638): a whole month, from a 1st across months, to a 1st,
    // after the lone campaign's only fact within its month, and the weeks-and-days reading kept.
    {
      adType: 'sp',
      query: { from: monthStartOf(LONE_DAY), to: monthEndOf(LONE_DAY), groupBy: 'campaign' },
    },
    {
      adType: 'sp',
      query: { from: monthStartOf(day(-95)), to: day(-2), groupBy: 'keyword', sortBy: 'acos' },
    },
    {
      adType: 'sp',
      query: { from: addIsoDays(LONE_DAY, 1), to: addIsoDays(LONE_DAY, 20), groupBy: 'campaign' },
    },
    { adType: 'sp', query: { from: addIsoDays(LONE_DAY, 3), to: day(-1), groupBy: 'brand' } },
    { adType: 'sb', query: { from: day(-70), to: monthStartOf(day(-5)), groupBy: 'adGroup' } },
    { adType: 'sp', query: { from: day(-90), to: day(-2), groupBy: 'campaign' }, reading: 'weeks' },
  ];

  it.each(cases)(
    'answers $adType by $query.groupBy $query.from…$query.to as the facts and sales summed plainly',
    async ({ adType, query, scope: asked, reading = 'rollups' }) => {
      const filters = resolveAdFilters(adType, query, today);
      const scope: AdQueryScope = {
        brandCodes: asked?.brandCodes ?? null,
        accountManagers: asked?.accountManagers ? [manager] : [],
      };
      const range = { from: filters.from, to: filters.to };
      const expected = await reference(filters, scope, range);

      // Every page with the count it carries, and the order asked for.
      const rows = [];
      const counts = [];
      for (let offset = 0; offset === 0 || offset < expected.groups.size; offset += 40) {
        const page = await groupPage(db, filters, scope, { limit: 40, offset }, reading);
        rows.push(...page.rows);
        counts.push(page.count);
      }
      expect(expected.groups.size).toBeGreaterThan(1);
      expect(counts).toEqual(counts.map(() => expected.groups.size));
      expect(await countGroups(db, filters, scope, reading)).toBe(expected.groups.size);
      expect(rows.map((r) => r.id).sort()).toEqual([...expected.groups.keys()].sort());
      const sorted = rows.map((r) => (r as Record<string, unknown>)[filters.sortBy] as number | null);
      const present = sorted.filter((v): v is number => v !== null);
      expect(sorted.slice(0, present.length)).toEqual(present); // nulls last
      expect(present).toEqual([...present].sort((a, b) => (filters.sortDirection === 'asc' ? a - b : b - a)));
      for (const row of rows) {
        const group = expected.groups.get(row.id);
        expectValues(adType, row as Record<string, number | null>, group?.values ?? {}, `group ${row.id}`);
      }

      expectValues(adType, await totals(db, filters, scope, range, reading), expected.totals, 'totals');
      const series = await dailySeries(db, filters, scope, range, reading);
      expect(series.map((s) => s.date)).toEqual(
        Array.from({ length: series.length }, (_, i) => addIsoDays(range.from, i)),
      );
      expect(series.at(-1)?.date).toBe(range.to);
      for (const point of series) expectValues(adType, point.values, expected.series(point.date), point.date);
    },
  );

  it("sums a group's TACoS base over each of its brands once: the shared campaign's two brands", async () => {
    const filters = resolveAdFilters('sp', { from: day(-45), to: day(-2), groupBy: 'campaign' }, today);
    const scope: AdQueryScope = { brandCodes: null, accountManagers: [] };
    const range = { from: filters.from, to: filters.to };
    const expected = await reference(filters, scope, range);
    const group = expected.groups.get(shared.campaign);
    expect([...(group?.brands ?? [])].sort()).toEqual(shared.brands);

    const { rows } = await groupPage(db, filters, scope, { limit: 10_000, offset: 0 });
    const row = rows.find((r) => r.id === shared.campaign) as Record<string, number | null>;
    const sales = await salesOf(range);
    const one = (brand: string) => [...(sales.get(brand)?.values() ?? [])].reduce((a, b) => a + b, 0);
    expect(one('MC001')).toBeGreaterThan(0);
    expect(row.revenue).toBe((one('MC001') + one('MR100')) / 100);
    expect(row.revenue).toBe(group?.values.revenue);
  });

  it("leaves out a campaign whose only fact in its month lies before the period, and its brand's sales", async () => {
    const scope: AdQueryScope = { brandCodes: null, accountManagers: [] };
    const read = async (from: string, to: string) => {
      const filters = resolveAdFilters('sp', { from, to, groupBy: 'campaign' }, today);
      const { rows } = await groupPage(db, filters, scope, { limit: 10_000, offset: 0 });
      return { ids: rows.map((r) => r.id), totals: await totals(db, filters, scope, { from, to }) };
    };
    const holding = await read(LONE_DAY, addIsoDays(LONE_DAY, 5));
    expect(holding.ids).toContain('lone-campaign');
    const after = await read(addIsoDays(LONE_DAY, 1), addIsoDays(LONE_DAY, 5));
    expect(after.ids).not.toContain('lone-campaign');
    const weeks = resolveAdFilters(
      'sp',
      { from: addIsoDays(LONE_DAY, 1), to: addIsoDays(LONE_DAY, 5), groupBy: 'campaign' },
      today,
    );
    const range = { from: weeks.from, to: weeks.to };
    expect(after.totals).toEqual(await totals(db, weeks, scope, range, 'weeks'));
    expect(after.totals).toEqual(await totals(db, weeks, scope, range, 'facts'));
  });

  it('counts the groups past the last page, where no row carries the count', async () => {
    const filters = resolveAdFilters('sp', { from: day(-30), to: day(-1), groupBy: 'campaign' }, today);
    const scope: AdQueryScope = { brandCodes: null, accountManagers: [] };
    const whole = await groupPage(db, filters, scope, { limit: 10_000, offset: 0 });
    const past = await groupPage(db, filters, scope, { limit: 40, offset: whole.count + 40 });
    expect(whole.count).toBeGreaterThan(0);
    expect(past).toEqual({ rows: [], count: whole.count });
  });
});
