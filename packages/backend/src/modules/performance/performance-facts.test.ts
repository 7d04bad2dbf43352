import {
  addIsoDays,
  type IsoDayRange,
  PERFORMANCE_METRICS,
  PERFORMANCE_SORT_COLUMNS,
  type PerformanceGroupBy,
} from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { weekStartOf } from '../seller-data/iso-weeks.ts';
import { refreshSalesRollups } from '../seller-data/pipeline/refresh-rollups.ts';
import { refreshSkuWeeks } from '../seller-data/pipeline/refresh-sku-weeks.ts';
import { factsSql, type PerformanceFilters, type PerformanceScope } from '../seller-data/sku-facts.sql.ts';
import { countGroups, dailyValues, groupPageSql, totals } from './performance.repository.ts';
import { brandDayFactsSql, dailyFactsReader } from './performance-brand-days.sql.ts';
import { referenceFactsSql } from './performance-facts.reference.ts';
import { groupPage } from './performance-grid-page.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const US = 'ATVPDKIKX0DER';
const GROUPINGS: PerformanceGroupBy[] = ['sku', 'asin', 'asin_conditions', 'brand_code'];

const filtersOf = (
  current: IsoDayRange,
  compare: IsoDayRange | null,
  more: Partial<PerformanceFilters> = {},
): PerformanceFilters => ({
  current,
  compare,
  marketplaceIds: [US],
  skus: [],
  brandCodes: [],
  productGroups: [],
  accountManagers: [],
  asins: [],
  ...more,
});

interface Caller {
  name: string;
  filters: PerformanceFilters;
  scope: PerformanceScope;
}

// The facts summed per SKU before they meet the catalog must give the rows a fact-by-fact reading gives.
describe.each(databasesUnderTest())('performance facts summed per SKU on $name', (database) => {
  let api: TestApi;
  const callers: Caller[] = [];
  const current = { from: day(-30), to: day(-1) };
  const compare = { from: day(-60), to: day(-31) };

  beforeAll(async () => {
    api = await startTestBackend(database);
    const db = api.backend.db;
    // A SKU no listing names (it takes its account's brand) and an account no brand holds (dropped).
    await sql`
      insert into sku_sales_traffic_daily
      select f.seller_id, f.marketplace_id, f.report_date, f.seller_sku || '-UNLISTED', f.asin, f.parent_asin,
        f.ordered_product_sales, f.currency_code, f.units_ordered, f.total_order_items, f.browser_sessions,
        f.mobile_app_sessions, f.browser_page_views, f.mobile_app_page_views, f.buy_box_percentage
      from sku_sales_traffic_daily f
      where (f.seller_id, f.seller_sku) = (
        select c.seller_id, c.seller_sku from catalog_items c
        join authorized_marketplaces a on a.seller_id = c.seller_id and a.marketplace_id = c.marketplace_id
        where c.marketplace_id = ${US} order by c.seller_id, c.seller_sku limit 1)
        and f.marketplace_id = ${US} and f.report_date >= ${compare.from}::date`.execute(db);
    await sql`
      insert into sku_sales_traffic_daily
      select 'ORPHAN-SELLER', marketplace_id, report_date, 'ORPHAN-SKU', asin, parent_asin,
        ordered_product_sales, currency_code, units_ordered, total_order_items, browser_sessions,
        mobile_app_sessions, browser_page_views, mobile_app_page_views, buy_box_percentage
      from (
        select distinct on (report_date) * from sku_sales_traffic_daily
        where marketplace_id = ${US} and report_date >= ${compare.from}::date
        order by report_date, seller_id, seller_sku
      ) f`.execute(db);
    // Facts written straight into the SKU-day table: their weeks and brand-days are rebuilt as the
    // loading path does.
    const written = await sql<{ seller_id: string; marketplace_id: string; days: string[] }>`
      select seller_id, marketplace_id, array_agg(distinct to_char(report_date, 'YYYY-MM-DD')) as days
      from sku_sales_traffic_daily
      where seller_sku like '%-UNLISTED' or seller_id = 'ORPHAN-SELLER'
      group by seller_id, marketplace_id`.execute(db);
    for (const w of written.rows) {
      const account = { sellerId: w.seller_id, marketplaceId: w.marketplace_id };
      await refreshSkuWeeks(db, account, w.days);
      await db.transaction().execute((trx) => refreshSalesRollups(trx, account, w.days));
    }
    const mrSub = await api.login('mr-sub@demo.test');
    const manager = await api.login('manager@demo.test');
    const group = await sql<{ product_group: string }>`
      select product_group from catalog_items where product_group is not null
      order by product_group limit 1`.execute(db);
    callers.push(
      {
        name: 'admin, all brands',
        filters: filtersOf(current, compare),
        scope: { brandCodes: null, accountManagers: [] },
      },
      {
        name: 'brand user with sub brands',
        filters: filtersOf(current, compare),
        scope: {
          brandCodes: [String(mrSub.brand_code), ...(mrSub.sub_brand_codes as string[])],
          accountManagers: [],
        },
      },
      {
        name: 'manager and product group filters, three marketplaces',
        filters: filtersOf(current, compare, {
          marketplaceIds: [US, 'A2EUQ1WTGCTBG2', 'A1F83G8C2ARO7P'],
          productGroups: [String(group.rows[0]?.product_group)],
        }),
        scope: { brandCodes: null, accountManagers: [String(manager.email)] },
      },
      {
        name: 'admin, compare overlapping the period',
        filters: filtersOf(current, { from: day(-45), to: day(-16) }),
        scope: { brandCodes: null, accountManagers: [] },
      },
      // Periods placed against the ISO weeks the SKU-week rollup sums (Monday = week + 0).
      ...weekAlignedCallers(),
    );
  });
  /** Admin callers whose periods start and end at chosen places in the weeks about four weeks back. */
  function weekAlignedCallers(): Caller[] {
    const monday = weekStartOf(day(-28));
    const at = (from: number, to: number) => ({ from: addIsoDays(monday, from), to: addIsoDays(monday, to) });
    const admin = (name: string, period: IsoDayRange, previous: IsoDayRange | null) => ({
      name,
      filters: filtersOf(period, previous),
      scope: { brandCodes: null, accountManagers: [] },
    });
    return [
      admin('admin, periods starting and ending mid-week', at(2, 18), at(-19, -3)),
      admin('admin, periods on week boundaries exactly', at(0, 20), at(-21, -1)),
      admin('admin, periods shorter than a week across a week boundary', at(4, 9), at(-3, 2)),
      admin('admin, a period inside one week', at(1, 5), null),
      admin('admin, one whole week compared with the days around it', at(7, 13), at(3, 16)),
      admin('admin, mid-week periods overlapping each other', at(2, 18), at(-3, 10)),
    ];
  }

  afterAll(async () => {
    await api?.stop();
  });

  const page = { sortBy: 'revenue', sortDirection: 'desc' as const, page: 0, pageSize: 100_000 };

  it('gives every grouping’s rows of every caller as the fact-by-fact reading does', async () => {
    const db = api.backend.db;
    for (const caller of callers) {
      for (const groupBy of GROUPINGS) {
        const request = { ...page, groupBy };
        const served = await groupPageSql(caller.filters, caller.scope, request).execute(db);
        const reference = await groupPageSql(
          caller.filters,
          caller.scope,
          request,
          referenceFactsSql,
        ).execute(db);

        expect(reference.rows.length, `${caller.name} by ${groupBy}`).toBeGreaterThan(0);
        expect(served.rows, `${caller.name} by ${groupBy}`).toEqual(reference.rows);
      }
    }
  });

  it('gives the summary and the daily series of every caller as the fact-by-fact reading does', async () => {
    const db = api.backend.db;
    for (const caller of callers) {
      const { filters, scope } = caller;
      const served = await totals(db, filters, scope);
      const reference = await totals(db, filters, scope, referenceFactsSql);
      const days = await dailyValues(db, filters, scope, filters.current);
      const referenceDays = await dailyValues(db, filters, scope, filters.current, referenceFactsSql);

      expect(Number(reference.revenue), caller.name).toBeGreaterThan(0);
      expect(served, caller.name).toEqual(reference);
      expect(days, caller.name).toEqual(referenceDays);
    }
  });

  it('reads the daily series of every caller over all brands from the brand-day rollup, as the SKU facts give it', async () => {
    const db = api.backend.db;
    const overAllBrands = callers.filter(
      (c) => c.scope.brandCodes === null && c.filters.productGroups.length === 0,
    );
    expect(overAllBrands.length).toBeGreaterThan(5);
    for (const { name, filters, scope } of overAllBrands) {
      expect(dailyFactsReader(filters, scope), name).toBe(brandDayFactsSql);
      for (const range of [filters.current, ...(filters.compare ? [filters.compare] : [])]) {
        const fromRollup = await dailyValues(db, filters, scope, range);
        const fromFacts = await dailyValues(db, filters, scope, range, factsSql);
        expect(
          fromRollup.some((d) => (d.values.revenue ?? 0) > 0),
          name,
        ).toBe(true);
        expect(fromRollup, name).toEqual(fromFacts);
      }
    }
    // A manager over all brands reads the rollup too, narrowed to the manager's brands.
    const manager = callers[2] as Caller;
    const managerOnly = { ...manager.filters, productGroups: [] };
    expect(dailyFactsReader(managerOnly, manager.scope)).toBe(brandDayFactsSql);
    const managerDays = await dailyValues(db, managerOnly, manager.scope, managerOnly.current);
    const admin = callers[0] as Caller;
    expect(managerDays).toEqual(
      await dailyValues(db, managerOnly, manager.scope, managerOnly.current, factsSql),
    );
    expect(managerDays).not.toEqual(await dailyValues(db, managerOnly, admin.scope, managerOnly.current));
    // Finer than a brand, the series keeps reading the SKU facts.
    expect(dailyFactsReader(manager.filters, manager.scope)).toBe(factsSql);
    expect(dailyFactsReader((callers[1] as Caller).filters, (callers[1] as Caller).scope)).toBe(factsSql);
  });

  it('makes every page of every sort in two steps as the one statement does', async () => {
    const db = api.backend.db;
    // Per-device conversion is not a column (every row's is null): the two steps order by the key.
    const perDevice = ['browser_conversion', 'mobile_conversion'];
    const sorts = [
      ...PERFORMANCE_SORT_COLUMNS.filter((c) => !perDevice.includes(c)),
      ...PERFORMANCE_METRICS.map((m) => `old_${m}`),
      'old_page_views_percentage',
    ];
    const cases: { caller: Caller; groupBy: PerformanceGroupBy; sortBy: string; page: number }[] = [];
    // Every caller and grouping, the default sort, a first, a middle and a past-the-end page.
    for (const caller of callers)
      for (const groupBy of GROUPINGS)
        for (const page of [0, 2, 10_000]) cases.push({ caller, groupBy, sortBy: 'revenue', page });
    // Every sort column of an admin, of a brand user and of filtered callers, by SKU and by brand.
    for (const caller of callers.slice(0, 3))
      for (const groupBy of ['sku', 'brand_code'] as const)
        for (const sortBy of sorts) for (const page of [0, 1]) cases.push({ caller, groupBy, sortBy, page });
    let pages = 0;
    for (const [i, { caller, groupBy, sortBy, page }] of cases.entries()) {
      const sortDirection = i % 2 === 0 ? ('asc' as const) : ('desc' as const);
      const request = { groupBy, sortBy, sortDirection, page, pageSize: 7 };
      const label = `${caller.name} by ${groupBy}, ${sortBy} ${sortDirection}, page ${page}`;
      const reference = await groupPageSql(caller.filters, caller.scope, request).execute(db);
      const served = await groupPage(db, caller.filters, caller.scope, request);
      expect(served.rows, label).toEqual(reference.rows);
      const count = reference.rows[0]
        ? Number(reference.rows[0].total_count)
        : await countGroups(db, caller.filters, caller.scope, request);
      expect(served.count, label).toBe(count);
      if (served.rows.length > 0) pages++;
    }
    expect(pages).toBeGreaterThan(cases.length / 2);
    // Sorted by a per-device conversion, the page is the groups in key order.
    for (const sortBy of perDevice) {
      const caller = callers[0] as Caller;
      const served = await groupPage(db, caller.filters, caller.scope, {
        groupBy: 'sku',
        sortBy,
        sortDirection: 'desc',
        page: 1,
        pageSize: 7,
      });
      const byKey = await groupPageSql(caller.filters, caller.scope, {
        groupBy: 'sku',
        sortBy: 'id',
        sortDirection: 'asc',
        page: 1,
        pageSize: 7,
      }).execute(db);
      expect(served.rows.length, sortBy).toBe(7);
      expect(served.rows, sortBy).toEqual(byKey.rows);
    }
  });

  it('counts a SKU no listing names under its account’s brand and drops an account no brand holds', async () => {
    const admin = callers[0] as Caller;
    const request = { ...page, groupBy: 'sku' as const };
    const { rows } = await groupPageSql(admin.filters, admin.scope, request).execute(api.backend.db);
    const skus = rows.map((r) => String(r.seller_sku));

    expect(skus.some((sku) => sku.endsWith('-UNLISTED'))).toBe(true);
    expect(skus).not.toContain('ORPHAN-SKU');
  });
});
