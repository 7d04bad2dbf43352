import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import { returnedUnits } from '../../insights/insights.sql.ts';
import { returnSummary } from '../../insights/insights-page.sql.ts';
import { REPORT_TYPES, type ReportDocument } from '../reports/report-document.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { loadReportDocuments } from './load-documents.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
const MARKETPLACE = 'ATVPDKIKX0DER';
const FROM = '2026-06-01';
const TO = '2026-06-14';
// Two brands' accounts in one marketplace: every brand's reasons are both brands' sum, and a
// corrected day of one must leave the other's part where it was.
const ACCOUNTS = [
  { sellerId: 'ARETURNSTEST001', brandCode: 'RTRN01', brandName: 'Returns One Co' },
  { sellerId: 'ARETURNSTEST002', brandCode: 'RTRN02', brandName: 'Returns Two Co' },
] as const;

/**
 * Rows of the two returns rollups (ADR 0630) that a fresh fold of the customer returns does not
 * give, and the fold's rows they lack: each return under its listing's brand, else its account's
 * first brand by code, summed per brand, day, reason and disposition, and over every brand.
 */
async function mismatches(db: Kysely<Database>) {
  const { rows } = await sql<{ side: string; row: unknown }>`
    with attributed as (
      select coalesce(c.brand_code, w.brand_code) as brand_code, r.marketplace_id, r.return_day, r.reason,
        r.detailed_disposition, r.quantity
      from customer_returns r
      left join catalog_items c
        on c.seller_id = r.seller_id and c.marketplace_id = r.marketplace_id and c.seller_sku = r.seller_sku
      left join (
        select seller_id, marketplace_id, min(brand_code) as brand_code from authorized_marketplaces
        group by seller_id, marketplace_id
      ) w on w.seller_id = r.seller_id and w.marketplace_id = r.marketplace_id
    ),
    brands_fold as (
      select brand_code, marketplace_id, return_day, reason, detailed_disposition, sum(quantity)::int as units
      from attributed where brand_code is not null group by 1, 2, 3, 4, 5
    ),
    brands_rollup as (
      select brand_code, marketplace_id, return_day, reason, detailed_disposition, units
      from brand_daily_return_reasons
    ),
    every_fold as (
      select marketplace_id, return_day, reason, detailed_disposition, sum(quantity)::int as units
      from attributed where brand_code is not null group by 1, 2, 3, 4
    ),
    every_rollup as (
      select marketplace_id, return_day, reason, detailed_disposition, units from marketplace_daily_return_reasons
    )
    select 'brand rows only in the returns' as side, to_jsonb(d) as row from (table brands_fold except table brands_rollup) d
    union all select 'brand rows only in the rollup', to_jsonb(d) from (table brands_rollup except table brands_fold) d
    union all select 'every-brand rows only in the returns', to_jsonb(d) from (table every_fold except table every_rollup) d
    union all select 'every-brand rows only in the rollup', to_jsonb(d) from (table every_rollup except table every_fold) d`.execute(
    db,
  );
  return rows;
}

const sorted = (map: Map<string, number>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));

describe.each(databasesUnderTest())(
  'returns by reason and disposition through the seller data pipeline on $name',
  (database) => {
    let api: TestApi;
    let db: Kysely<Database>;
    const plans = ACCOUNTS.map((a, i) =>
      planAccountCatalog(21 + i, {
        brandCode: a.brandCode,
        brandName: a.brandName,
        sellerId: a.sellerId,
        marketplaceId: MARKETPLACE,
        currencyCode: 'USD',
      }),
    );
    const connector = createDemoMarketplace({ seed: 21, now: NOW, accounts: plans, dailyDemand: () => 900 });
    const returnDocuments: ReportDocument[][] = [];

    const collect = async (sellerId: string, reportType: ReportDocument['reportType']) => {
      const documents: ReportDocument[] = [];
      for await (const d of connector.documents({
        sellerId,
        marketplaceId: MARKETPLACE,
        reportType,
        from: FROM,
        to: TO,
      }))
        documents.push(d);
      return documents;
    };

    beforeAll(async () => {
      // The two accounts alone: the folds compare every row of the rollups.
      api = await startTestBackend(database, { seed: 'none' });
      db = api.backend.db;
      for (const a of ACCOUNTS) {
        await db
          .insertInto('brands')
          .values({ brand_code: a.brandCode, name: a.brandName, brand_type: 'mc', status_id: 1 })
          .execute();
        await db
          .insertInto('authorized_marketplaces')
          .values({
            brand_code: a.brandCode,
            seller_id: a.sellerId,
            seller_name: a.brandName,
            marketplace_id: MARKETPLACE,
          })
          .execute();
      }
      for (const a of ACCOUNTS) {
        const returns = await collect(a.sellerId, REPORT_TYPES.customerReturns);
        returnDocuments.push(returns);
        await loadReportDocuments(db, [
          ...(await collect(a.sellerId, REPORT_TYPES.merchantListings)),
          ...(await collect(a.sellerId, REPORT_TYPES.catalogItems)),
          ...returns,
        ]);
      }
    }, 240_000);
    afterAll(async () => {
      await api?.stop();
    });

    it('keeps the returns by reason and disposition equal to the returns when a corrected day loads', async () => {
      const held = await sql<{ brands: number; rows: number }>`
      select count(distinct brand_code)::int as brands, count(*)::int as rows from brand_daily_return_reasons
      where brand_code in (${ACCOUNTS[0].brandCode}, ${ACCOUNTS[1].brandCode})`.execute(db);
      expect(held.rows[0]).toMatchObject({ brands: 2 });
      expect(held.rows[0]?.rows).toBeGreaterThan(10);
      expect(await mismatches(db)).toEqual([]);

      // The first brand's returns day with a reason and disposition no other brand has that day: the
      // correction takes it away from every brand's rows too.
      const only = await sql<{ day: string }>`
      select to_char(a.return_day, 'YYYY-MM-DD') as day from brand_daily_return_reasons a
      where a.brand_code = ${ACCOUNTS[0].brandCode} and not exists (
        select 1 from brand_daily_return_reasons o
        where o.marketplace_id = a.marketplace_id and o.return_day = a.return_day and o.reason = a.reason
          and o.detailed_disposition = a.detailed_disposition and o.brand_code <> a.brand_code)
      order by 1 limit 1`.execute(db);
      const day = only.rows[0]?.day;
      const original = returnDocuments[0]?.find((d) => d.dataStartTime?.startsWith(day ?? '-'));
      if (!day || !original) throw new Error('no returns day of the first brand alone');
      // The corrected day: its first return with 3 more units under a reason and disposition of its
      // own, every other return of the day gone.
      const lines = original.body.replace(/\n$/, '').split('\n');
      const header = (lines[0] ?? '').split('\t');
      const cells = (lines[1] ?? '').split('\t');
      const at = (name: string) => header.indexOf(name);
      cells[at('quantity')] = String(Number(cells[at('quantity')]) + 3);
      cells[at('reason')] = 'CORRECTED_REASON';
      cells[at('detailed-disposition')] = 'CORRECTED_DISPOSITION';
      await loadReportDocuments(db, [
        {
          ...original,
          documentId: `${original.documentId}-corrected`,
          body: `${lines[0]}\n${cells.join('\t')}\n`,
        },
      ]);
      const corrected = await sql<{ units: number }>`
      select units from marketplace_daily_return_reasons
      where marketplace_id = ${MARKETPLACE} and return_day = ${day}::date and reason = 'CORRECTED_REASON'`.execute(
        db,
      );
      expect(corrected.rows).toHaveLength(1);
      expect(await mismatches(db)).toEqual([]);

      await loadReportDocuments(db, [original]);
      expect(await mismatches(db)).toEqual([]);
    }, 120_000);

    it("gives every brand's returns from the rollups as the returns' lines give them", async () => {
      const scope = { marketplace: MARKETPLACE, codes: null, sellers: null };
      const period = { from: FROM, to: TO };
      const summary = await returnSummary(db, scope, period);
      for (const by of ['total', 'brand', 'reason', 'disposition'] as const)
        expect(sorted(summary[by]), by).toEqual(sorted(await returnedUnits(db, scope, period, by)));
      expect(summary.brand.size).toBeGreaterThanOrEqual(2);
      expect(summary.reason.size).toBeGreaterThan(1);
    }, 60_000);
  },
);
