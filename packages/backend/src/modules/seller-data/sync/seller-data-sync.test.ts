import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import type { MarketplaceDataConnector, ReportRequest } from '../connector.ts';
import { loadReportDocuments } from '../pipeline/load-documents.ts';
import { REPORT_TYPES, type ReportDocument } from '../reports/report-document.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { syncSellerData } from './sync-seller-data.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
const ACCOUNT = { sellerId: 'ASYNCTEST0001', marketplaceId: 'ATVPDKIKX0DER' };
const BRAND = 'SYNC01';
const plan = planAccountCatalog(11, {
  brandCode: BRAND,
  brandName: 'Sync Test Co',
  ...ACCOUNT,
  currencyCode: 'USD',
});
const marketplace = createDemoMarketplace({
  seed: 11,
  now: NOW,
  accounts: [plan],
  dailyDemand: (_account, day) => 400 + Number(day.slice(8, 10)) * 10,
});

async function documents(reportType: ReportDocument['reportType'], from?: string, to?: string) {
  const found: ReportDocument[] = [];
  for await (const d of marketplace.documents({ ...ACCOUNT, reportType, from, to })) found.push(d);
  return found;
}

async function addAccount(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('brands')
    .values({ brand_code: BRAND, name: 'Sync Test Co', brand_type: 'mc', status_id: 1 })
    .execute();
  await db
    .insertInto('authorized_marketplaces')
    .values({
      brand_code: BRAND,
      seller_id: ACCOUNT.sellerId,
      seller_name: 'Sync LLC',
      marketplace_id: ACCOUNT.marketplaceId,
    })
    .execute();
  await loadReportDocuments(db, [
    ...(await documents(REPORT_TYPES.merchantListings)),
    ...(await documents(REPORT_TYPES.catalogItems)),
  ]);
}

/** The account's facts, weekly and daily rollups and freshness, column by column (no load times). */
async function figures(db: Kysely<Database>) {
  const digest = async (query: RawBuilder<{ n: number; sum: string }>) => (await query.execute(db)).rows[0];
  return {
    facts: await digest(sql`
      select count(*)::int as n, md5(string_agg(concat_ws(',', seller_sku, report_date, units_ordered,
        ordered_product_sales, browser_sessions), '|' order by seller_sku, report_date)) as sum
      from sku_sales_traffic_daily where seller_id = ${ACCOUNT.sellerId}`),
    weeks: await digest(sql`
      select count(*)::int as n, md5(string_agg(concat_ws(',', seller_sku, week_start, units_ordered,
        ordered_product_sales, browser_sessions), '|' order by seller_sku, week_start)) as sum
      from sku_sales_traffic_weekly where seller_id = ${ACCOUNT.sellerId}`),
    brandDays: await digest(sql`
      select count(*)::int as n, md5(string_agg(concat_ws(',', report_date, total_sales, units_ordered),
        '|' order by report_date)) as sum
      from brand_daily_sales where brand_code = ${BRAND}`),
    freshness: (
      await sql`select fact, first_day::text, last_day::text, final_through::text from data_freshness
        where seller_id = ${ACCOUNT.sellerId} order by fact`.execute(db)
    ).rows,
  };
}

describe.each(databasesUnderTest())('a seller-data sync on $name', (database) => {
  let inTwoSteps: TestApi;
  let allAtOnce: TestApi;

  beforeAll(async () => {
    [inTwoSteps, allAtOnce] = [await startTestBackend(database), await startTestBackend(database)];
    await addAccount(inTwoSteps.backend.db);
    await addAccount(allAtOnce.backend.db);
  }, 300_000);
  afterAll(async () => {
    await inTwoSteps?.stop();
    await allAtOnce?.stop();
  });

  it('loads the recent days, then the older ones, to exactly what one load of them all gives', async () => {
    const db = inTwoSteps.backend.db;
    const sales = REPORT_TYPES.salesAndTraffic;
    // The recent days first (as the demo seed does), then the older history as a sync.
    await loadReportDocuments(db, await documents(sales, '2026-05-20', '2026-06-14'));
    const recent = await figures(db);
    expect(recent.freshness).toEqual([
      {
        fact: 'salesAndTraffic',
        first_day: '2026-05-20',
        last_day: '2026-06-14',
        final_through: '2026-06-12',
      },
    ]);
    const outcome = await syncSellerData(db, marketplace, {
      ...ACCOUNT,
      ranges: [{ reportType: sales, from: '2026-03-01', to: '2026-05-19' }],
    });
    expect(outcome.documents).toBe(80);

    await loadReportDocuments(allAtOnce.backend.db, await documents(sales, '2026-03-01', '2026-06-14'));
    const twoSteps = await figures(db);
    expect(twoSteps.facts?.n).toBeGreaterThan(recent.facts?.n ?? 0);
    expect(twoSteps).toEqual(await figures(allAtOnce.backend.db));
    expect(twoSteps.freshness[0]).toMatchObject({ first_day: '2026-03-01', last_day: '2026-06-14' });
  });

  it('makes the brand report months agree with the daily sales the sync brought', async () => {
    const db = inTwoSteps.backend.db;
    const months = await sql<{ month: string; reported: string; daily: string }>`
      select m.report_month as month, m.sales_total::text as reported,
        (select sum(total_sales) from brand_daily_sales d where d.brand_code = m.brand_code
          and d.marketplace_id = m.marketplace_id and to_char(d.report_date, 'YYYY-MM') = m.report_month)::text as daily
      from brand_monthly_sales m where m.brand_code = ${BRAND} order by 1`.execute(db);
    expect(months.rows.map((r) => r.month)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06']);
    for (const row of months.rows) expect(row.reported).toBe(row.daily);
  });

  it('runs as the portal’s own job: nobody lists it, and the freshness says the account is loading until it is done', async () => {
    // The job asks the configured connector (the local Selling Partner API), whose documents come
    // from this source: one request per range, as of the moment the sync names.
    const asked: ReportRequest[] = [];
    const marketplaceReports: MarketplaceDataConnector = {
      documents: (request) => {
        asked.push(request);
        return marketplace.documents(request);
      },
    };
    const api = await startTestBackend(database, { workers: false, marketplaceReports });
    try {
      const { backend } = api;
      await addAccount(backend.db);
      const sales = REPORT_TYPES.salesAndTraffic;
      await loadReportDocuments(backend.db, await documents(sales, '2026-06-01', '2026-06-14'));
      const job = await backend.ctx.jobs.enqueue(
        backend.ctx,
        'seller-data-sync',
        { userId: null, brandCode: null },
        {
          ...ACCOUNT,
          documentsAt: NOW.toISOString(),
          backfill: true,
          ranges: [{ reportType: sales, from: '2026-05-01', to: '2026-05-31' }],
        },
      );
      const { accessToken } = await api.login('admin@demo.test');
      const freshness = async () => {
        const res = await api.call('GET', `/seller-data/freshness?brandCode=${BRAND}&fact=salesAndTraffic`, {
          token: accessToken,
        });
        return res.body as { first_day: string; history_loading: boolean; next_sync_at: string }[];
      };
      expect(await freshness()).toMatchObject([{ first_day: '2026-06-01', history_loading: true }]);
      const listed = await api.call('GET', '/jobs?kind=seller-data-sync', { token: accessToken });
      expect(listed.body).toEqual([]);
      expect((await api.call('GET', `/jobs/${job.id}`, { token: accessToken })).status).toBe(404);

      await backend.ctx.jobs.work(backend.ctx);
      for (;;) {
        const row = await backend.db
          .selectFrom('jobs')
          .selectAll()
          .where('id', '=', job.id)
          .executeTakeFirstOrThrow();
        if (row.status === 'succeeded') break;
        expect(row.status === 'failed' ? row.error : null).toBeNull();
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(asked).toEqual([
        { ...ACCOUNT, reportType: sales, from: '2026-05-01', to: '2026-05-31', asOf: NOW.toISOString() },
      ]);
      const after = await freshness();
      expect(after).toMatchObject([{ first_day: '2026-05-01', history_loading: false }]);
      expect(Date.parse(after[0]?.next_sync_at ?? '')).toBeGreaterThan(Date.now());
    } finally {
      await api.stop();
    }
  }, 300_000);
});
