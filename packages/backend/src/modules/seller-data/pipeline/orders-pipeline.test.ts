import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import {
  heatmapCells,
  heatmapCellsFromLines,
  orderMetrics,
  orderMetricsFromLines,
  orderSums,
  promoMetrics,
  promoMetricsFromLines,
} from '../../insights/insights.sql.ts';
import { heatmapCellsFromFacts, promoMetricsFromFacts } from '../../insights/insights-facts.reference.ts';
import type { MarketplaceDataConnector } from '../connector.ts';
import { readAllOrders } from '../reports/all-orders.model.ts';
import { readCustomerReturns } from '../reports/customer-returns.model.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { createDemoMarketplace } from '../simulator/demo-marketplace.ts';
import { loadReportDocuments } from './load-documents.ts';

const NOW = new Date('2026-06-15T08:00:00Z');
const ACCOUNT = { sellerId: 'AORDERSTEST0001', marketplaceId: 'ATVPDKIKX0DER' };
const FROM = '2026-06-01';
const TO = '2026-06-14';

async function collect(connector: MarketplaceDataConnector, reportType: ReportDocument['reportType']) {
  const documents: ReportDocument[] = [];
  const range = { from: FROM, to: TO };
  for await (const d of connector.documents({ ...ACCOUNT, reportType, ...range })) documents.push(d);
  return documents;
}

/** Row counts and a checksum of the account's orders, order items, order lines, returns and hourly rollup. */
async function snapshot(db: Kysely<Database>) {
  const of = async (table: string, where: ReturnType<typeof sql>) =>
    (
      await sql<{ n: number; sum: string }>`
        select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
        from ${sql.table(table)} t where ${where}`.execute(db)
    ).rows[0];
  const account = sql`seller_id = ${ACCOUNT.sellerId}`;
  return {
    orders: await of('orders', account),
    items: await of('order_items', account),
    lines: await of('order_lines', account),
    returns: await of('customer_returns', account),
    hourly: await of('brand_hourly_orders', sql`brand_code = 'ORDR01'`),
  };
}

describe.each(databasesUnderTest())(
  'orders and returns through the seller data pipeline on $name',
  (database) => {
    let api: TestApi;
    let db: Kysely<Database>;
    const plan = planAccountCatalog(11, {
      brandCode: 'ORDR01',
      brandName: 'Orders Test Co',
      ...ACCOUNT,
      currencyCode: 'USD',
    });
    const connector = createDemoMarketplace({ seed: 11, now: NOW, accounts: [plan], dailyDemand: () => 700 });
    let orderDocuments: ReportDocument[];
    let returnDocuments: ReportDocument[];

    beforeAll(async () => {
      api = await startTestBackend(database);
      db = api.backend.db;
      await db
        .insertInto('brands')
        .values({ brand_code: 'ORDR01', name: 'Orders Test Co', brand_type: 'mc', status_id: 1 })
        .execute();
      await db
        .insertInto('authorized_marketplaces')
        .values({
          brand_code: 'ORDR01',
          seller_id: ACCOUNT.sellerId,
          seller_name: 'Orders LLC',
          ...pick(ACCOUNT),
        })
        .execute();
      orderDocuments = await collect(connector, REPORT_TYPES.allOrders);
      returnDocuments = await collect(connector, REPORT_TYPES.customerReturns);
      await loadReportDocuments(db, [
        ...(await collect(connector, REPORT_TYPES.merchantListings)),
        ...(await collect(connector, REPORT_TYPES.catalogItems)),
        ...(await collect(connector, REPORT_TYPES.salesAndTraffic)),
        ...orderDocuments,
        ...returnDocuments,
      ]);
    }, 120_000);
    afterAll(async () => {
      await api?.stop();
    });

    it('writes documents that our models of the published flat files read', () => {
      expect(orderDocuments).toHaveLength(14);
      const parsed = orderDocuments.map((d) => readAllOrders(d.documentId, d.body));
      expect(parsed.reduce((n, p) => n + p.items.length, 0)).toBeGreaterThan(100);
      expect(orderDocuments[0]?.body.split('\n')[0]).toMatch(
        /^amazon-order-id\tmerchant-order-id\tpurchase-date\t/,
      );
      const returns = returnDocuments.flatMap((d) => readCustomerReturns(d.documentId, d.body));
      expect(returns.length).toBeGreaterThan(0);
    });

    it('sums the order items of each day and SKU to the Sales and Traffic facts', async () => {
      const mismatches = await sql<{ report_date: string; seller_sku: string }>`
      with s as (
        select report_date as day, seller_sku, ordered_product_sales as sales, units_ordered as units,
          total_order_items as items
        from sku_sales_traffic_daily where seller_id = ${ACCOUNT.sellerId} and units_ordered > 0),
      o as (
        select purchase_day as day, seller_sku, sum(item_price) as sales, sum(quantity)::int as units,
          count(*)::int as items
        from order_items where seller_id = ${ACCOUNT.sellerId} and item_status <> 'Cancelled' group by 1, 2)
      select to_char(day, 'YYYY-MM-DD') as report_date, seller_sku from s full join o using (day, seller_sku)
      where s.sales is distinct from o.sales or s.units is distinct from o.units or s.items is distinct from o.items`.execute(
        db,
      );
      expect(mismatches.rows).toEqual([]);
      const items = await sql<{
        n: number;
      }>`select count(*)::int as n from order_items where seller_id = ${ACCOUNT.sellerId}`.execute(db);
      expect(items.rows[0]?.n).toBeGreaterThan(100);
    });

    it('files each order under its local day, weekday and hour in the marketplace timezone', async () => {
      const wrong = await sql<{ n: number }>`
      select count(*)::int as n from orders
      where seller_id = ${ACCOUNT.sellerId} and (
        purchase_day <> (purchase_date at time zone 'America/Los_Angeles')::date
        or purchase_hour <> extract(hour from purchase_date at time zone 'America/Los_Angeles')
        or purchase_weekday <> extract(dow from purchase_date at time zone 'America/Los_Angeles'))`.execute(
        db,
      );
      expect(wrong.rows[0]?.n).toBe(0);
      const hourly = await sql<{ orders: number }>`
      select sum(orders)::int as orders from brand_hourly_orders where brand_code = 'ORDR01'`.execute(db);
      const orders = await sql<{ n: number }>`
      select count(distinct amazon_order_id)::int as n from order_items
      where seller_id = ${ACCOUNT.sellerId} and item_status <> 'Cancelled'`.execute(db);
      expect(hourly.rows[0]?.orders).toBe(orders.rows[0]?.n);
    });

    it("derives one order line per order item that is not cancelled, with its order's fields and brand", async () => {
      const differences = await sql<{ n: number; lines: number }>`
      with expected as (
        select i.purchase_day, i.amazon_order_id, i.seller_sku, 'ORDR01' as brand_code, o.purchase_weekday,
          o.purchase_hour, o.buyer_key, o.subscribe_and_save, i.quantity, i.item_price,
          i.item_promotion_discount, i.promotion_ids
        from order_items i join orders o using (seller_id, marketplace_id, amazon_order_id)
        where i.seller_id = ${ACCOUNT.sellerId} and i.item_status <> 'Cancelled'),
      actual as (
        select purchase_day, amazon_order_id, seller_sku, brand_code, purchase_weekday, purchase_hour, buyer_key,
          subscribe_and_save, quantity, item_price, item_promotion_discount, promotion_ids
        from order_lines where seller_id = ${ACCOUNT.sellerId})
      select (select count(*) from ((table expected except all table actual)
        union all (table actual except all table expected)) d)::int as n,
        (select count(*) from actual)::int as lines`.execute(db);
      expect(differences.rows[0]?.n).toBe(0);
      expect(differences.rows[0]?.lines).toBeGreaterThan(100);
    });

    it('returns only orders that exist, bought at least three days before', async () => {
      const orphans = await sql<{ n: number; early: number }>`
      select count(*) filter (where o.amazon_order_id is null)::int as n,
        count(*) filter (where r.return_day - o.purchase_day < 3)::int as early
      from customer_returns r
      left join orders o on o.seller_id = r.seller_id and o.marketplace_id = r.marketplace_id
        and o.amazon_order_id = r.amazon_order_id
      where r.seller_id = ${ACCOUNT.sellerId} and r.return_day >= ${FROM}::date + 25`.execute(db);
      expect(orphans.rows[0]).toEqual({ n: 0, early: 0 });
    });

    it('changes nothing when the same documents load again', async () => {
      const before = await snapshot(db);
      const result = await loadReportDocuments(db, [...orderDocuments, ...returnDocuments]);
      expect(result.unchanged).toBe(orderDocuments.length + returnDocuments.length);
      expect(await snapshot(db)).toEqual(before);
    });

    it('replaces a day with a corrected document, and its hourly rollup and order lines with it', async () => {
      const original = orderDocuments[3] as ReportDocument;
      const lines = original.body.trimEnd().split('\n');
      const corrected = {
        ...original,
        documentId: `${original.documentId}-corrected`,
        body: `${[lines[0], lines[1]].join('\n')}\n`,
      };
      await loadReportDocuments(db, [corrected]);
      const day = await sql<{ orders: number; hourly: number; lined: number }>`
      select (select count(*)::int from orders where seller_id = ${ACCOUNT.sellerId} and purchase_day = ${original.dataStartTime}::date) as orders,
        (select coalesce(sum(orders), 0)::int from brand_hourly_orders where brand_code = 'ORDR01' and purchase_day = ${original.dataStartTime}::date) as hourly,
        (select count(distinct amazon_order_id)::int from order_lines where seller_id = ${ACCOUNT.sellerId} and purchase_day = ${original.dataStartTime}::date) as lined`.execute(
        db,
      );
      expect(day.rows[0]).toEqual({ orders: 1, hourly: 1, lined: 1 });
      await loadReportDocuments(db, [original]);
    });

    /**
     * The insights' order figures read from the rollups (ADR 0584) are those folded from the order
     * lines: every brand and one brand, in total and per brand, over the loaded days.
     */
    async function expectInsightsFromRollupsAsFromLines() {
      const scopes = [
        { marketplace: ACCOUNT.marketplaceId, codes: null, sellers: null },
        { marketplace: ACCOUNT.marketplaceId, codes: ['ORDR01'], sellers: [ACCOUNT.sellerId] },
      ];
      // Periods starting after the first loaded day too: a buyer's earlier days fall before them,
      // which the buyer counts (ADR 0605) must leave out as the lines' fold does.
      const periods = [
        { from: FROM, to: TO },
        { from: '2026-06-05', to: TO },
        { from: '2026-06-08', to: '2026-06-12' },
      ];
      let repeating = 0;
      for (const [scope, period, group] of scopes.flatMap((scope) =>
        periods.flatMap((period) =>
          (['total', 'brand'] as const).map((group) => [scope, period, group] as const),
        ),
      )) {
        const fromRollups = await orderMetrics(db, scope, period, group);
        const fromLines = await orderMetricsFromLines(db, scope, period, group);
        expect(fromLines.get(group === 'total' ? 'total' : 'ORDR01')?.buyers).toBeGreaterThan(10);
        expect([...fromRollups].sort(), `${group} of ${scope.codes} ${period.from}`).toEqual(
          [...fromLines].sort(),
        );
        repeating += fromLines.get(group === 'total' ? 'total' : 'ORDR01')?.repeatBuyers ?? 0;
        // The cards without buyers read brand_daily_orders alone (ADR 0601): the same sums.
        const sums = await orderSums(db, scope, period, group);
        expect(sums && [...sums].sort()).toEqual(
          [...fromLines].sort().map(([key, { buyers: _b, repeatBuyers: _r, ...rest }]) => [key, rest]),
        );
      }
      // The demo has buyers ordering on several days: the repeat count is exercised, not all zero.
      expect(repeating).toBeGreaterThan(0);
      expect(await buyerCountMismatches()).toEqual([]);
    }

    /**
     * The buyer counts (ADR 0605) row by row against a fresh sequence of each buyer's orders from
     * the order lines: per brand (an order once per brand) and over every brand (an order once).
     */
    async function buyerCountMismatches() {
      const result = await sql<Record<string, unknown>>`
        with o as (
          select brand_code, purchase_day, seller_id, amazon_order_id, min(buyer_key) as buyer_key
          from order_lines where marketplace_id = ${ACCOUNT.marketplaceId} and brand_code is not null
          group by 1, 2, 3, 4
        ),
        days as (
          select brand_code, purchase_day, buyer_key, count(*) as orders from o where buyer_key is not null
          group by 1, 2, 3
          union all
          select null, purchase_day, buyer_key, count(distinct (seller_id, amazon_order_id)) from o
          where buyer_key is not null group by 2, 3
        ),
        seq as (
          select *, lag(purchase_day) over w as p1,
            case when lag(orders) over w >= 2 then lag(purchase_day) over w else lag(purchase_day, 2) over w end as p2
          from days window w as (partition by brand_code, buyer_key order by purchase_day)
        ),
        fresh as (
          select brand_code, purchase_day, coalesce(p1, '-infinity') as previous_day,
            coalesce(p2, '-infinity') as second_previous_day, orders >= 2 as several, count(*)::int as buyers
          from seq group by 1, 2, 3, 4, 5
        ),
        kept as (
          select brand_code, purchase_day, previous_day, second_previous_day, several, buyers
          from brand_daily_buyer_counts where marketplace_id = ${ACCOUNT.marketplaceId}
          union all
          select null, purchase_day, previous_day, second_previous_day, several, buyers
          from marketplace_daily_buyer_counts where marketplace_id = ${ACCOUNT.marketplaceId}
        )
        select 'only in the lines' as side, to_jsonb(f) as row from (table fresh except all table kept) f
        union all select 'only in the counts', to_jsonb(k) from (table kept except all table fresh) k`.execute(
        db,
      );
      return result.rows;
    }

    it('keeps each brand’s day of orders and returns equal to its order lines and returns when corrected days load', async () => {
      // Fresh sums of the brand's order lines and attributed returns, against both rollups, whole rows.
      const mismatches = async () =>
        (
          await sql<Record<string, unknown>>`
          with o as (
            select brand_code, marketplace_id, purchase_day, seller_id, amazon_order_id,
              bool_or(subscribe_and_save) as sns, sum(quantity) as units, sum(item_price) as revenue
            from order_lines where brand_code = 'ORDR01' group by 1, 2, 3, 4, 5
          ),
          firsts as (
            select seller_id, marketplace_id, amazon_order_id, min(brand_code) as first from order_lines
            where brand_code is not null group by 1, 2, 3
          ),
          lines as (
            select o.brand_code, o.marketplace_id, o.purchase_day, count(*)::int as orders,
              (count(*) filter (where o.brand_code = f.first))::int as orders_once, sum(o.units)::int as units,
              sum(o.revenue) as revenue, (count(*) filter (where o.sns))::int as sns_orders,
              (count(*) filter (where o.sns and o.brand_code = f.first))::int as sns_orders_once,
              coalesce(sum(o.revenue) filter (where o.sns), 0) as sns_revenue
            from o join firsts f using (seller_id, marketplace_id, amazon_order_id) group by 1, 2, 3
          ),
          rollup as (
            select brand_code, marketplace_id, purchase_day, orders, orders_once, units, revenue, sns_orders,
              sns_orders_once, sns_revenue
            from brand_daily_orders where brand_code = 'ORDR01'
          ),
          returned as (
            select 'ORDR01'::text as brand_code, marketplace_id, return_day, sum(quantity)::int as units
            from customer_returns where seller_id = ${ACCOUNT.sellerId} group by 1, 2, 3
          ),
          returns_rollup as (
            select brand_code, marketplace_id, return_day, units from brand_daily_returns where brand_code = 'ORDR01'
          ),
          buyers as (
            select o.brand_code, o.marketplace_id, o.purchase_day, o.buyer_key, count(*)::int as orders,
              (count(*) filter (where o.brand_code = f.first))::int as orders_once
            from (
              select brand_code, marketplace_id, purchase_day, seller_id, amazon_order_id, min(buyer_key) as buyer_key
              from order_lines where brand_code = 'ORDR01' group by 1, 2, 3, 4, 5
            ) o join firsts f using (seller_id, marketplace_id, amazon_order_id)
            where o.buyer_key is not null group by 1, 2, 3, 4
          ),
          buyers_rollup as (
            select brand_code, marketplace_id, purchase_day, buyer_key, orders, orders_once from brand_daily_buyers
            where brand_code = 'ORDR01'
          )
          select 'orders only in the lines' as side, to_jsonb(d) as row from (table lines except table rollup) d
          union all select 'orders only in the rollup', to_jsonb(r) from (table rollup except table lines) r
          union all select 'returns only in the returns', to_jsonb(d) from (table returned except table returns_rollup) d
          union all select 'returns only in the rollup', to_jsonb(r) from (table returns_rollup except table returned) r
          union all select 'buyers only in the lines', to_jsonb(d) from (table buyers except table buyers_rollup) d
          union all select 'buyers only in the rollup', to_jsonb(r) from (table buyers_rollup except table buyers) r`.execute(
            db,
          )
        ).rows;
      const counted = await sql<{ days: number; buyers: number; returned: number }>`
        select (select count(*)::int from brand_daily_orders where brand_code = 'ORDR01') as days,
          (select count(*)::int from brand_daily_buyers where brand_code = 'ORDR01') as buyers,
          (select coalesce(sum(units), 0)::int from brand_daily_returns where brand_code = 'ORDR01') as returned`.execute(
        db,
      );
      expect(counted.rows[0]?.days).toBeGreaterThan(10);
      expect(counted.rows[0]?.buyers).toBeGreaterThan(10);
      expect(counted.rows[0]?.returned).toBeGreaterThan(0);
      expect(await mismatches()).toEqual([]);

      // An orders day cut to one order, and a returns day whose first return counts 3 more units.
      const originalOrders = orderDocuments[5] as ReportDocument;
      const orderLines = originalOrders.body.trimEnd().split('\n');
      const originalReturns = returnDocuments.find(
        (d) => d.body.trimEnd().split('\n').length > 1,
      ) as ReportDocument;
      // Only the final newline goes: a last cell may be empty (no customer comment).
      const returnLines = originalReturns.body.replace(/\n$/, '').split('\n');
      const quantity = (returnLines[0] ?? '').split('\t').indexOf('quantity');
      const cells = (returnLines[1] ?? '').split('\t');
      cells[quantity] = String(Number(cells[quantity]) + 3);
      const before = await sql<{ units: number; orders: number }>`
        select (select units from brand_daily_returns where brand_code = 'ORDR01'
            and return_day = ${originalReturns.dataStartTime}::date) as units,
          (select orders from brand_daily_orders where brand_code = 'ORDR01'
            and purchase_day = ${originalOrders.dataStartTime}::date) as orders`.execute(db);
      await loadReportDocuments(db, [
        {
          ...originalOrders,
          documentId: `${originalOrders.documentId}-corrected`,
          body: `${[orderLines[0], orderLines[1]].join('\n')}\n`,
        },
        {
          ...originalReturns,
          documentId: `${originalReturns.documentId}-corrected`,
          body: `${[returnLines[0], cells.join('\t'), ...returnLines.slice(2)].join('\n')}\n`,
        },
      ]);
      const after = await sql<{ units: number; orders: number }>`
        select (select units from brand_daily_returns where brand_code = 'ORDR01'
            and return_day = ${originalReturns.dataStartTime}::date) as units,
          (select orders from brand_daily_orders where brand_code = 'ORDR01'
            and purchase_day = ${originalOrders.dataStartTime}::date) as orders`.execute(db);
      expect(before.rows[0]?.orders).toBeGreaterThan(1);
      expect(after.rows[0]).toEqual({ units: Number(before.rows[0]?.units) + 3, orders: 1 });
      expect(await mismatches()).toEqual([]);
      await expectInsightsFromRollupsAsFromLines();

      await loadReportDocuments(db, [originalOrders, originalReturns]);
      expect(await mismatches()).toEqual([]);
      await expectInsightsFromRollupsAsFromLines();
    });

    it('keeps the heatmap and promotion rollups equal to the facts when a corrected day loads', async () => {
      // Each rollup row by row against a fresh fold of the brand's order lines (ADR 0601).
      const mismatches = async () =>
        (
          await sql<Record<string, unknown>>`
          with o as (
            select brand_code, marketplace_id, purchase_day, seller_id, amazon_order_id,
              min(purchase_weekday) as purchase_weekday, min(purchase_hour) as purchase_hour
            from order_lines where brand_code = 'ORDR01' group by 1, 2, 3, 4, 5
          ),
          firsts as (
            select seller_id, marketplace_id, amazon_order_id, min(brand_code) as first from order_lines
            where brand_code is not null group by 1, 2, 3
          ),
          hours as (
            select o.brand_code, o.marketplace_id, o.purchase_day, o.purchase_weekday, o.purchase_hour,
              count(*)::int as orders, (count(*) filter (where o.brand_code = f.first))::int as orders_once
            from o join firsts f using (seller_id, marketplace_id, amazon_order_id) group by 1, 2, 3, 4, 5
          ),
          hours_rollup as (
            select brand_code, marketplace_id, purchase_day, purchase_weekday, purchase_hour, orders, orders_once
            from brand_daily_order_hours where brand_code = 'ORDR01'
          ),
          p as (
            select brand_code, marketplace_id, purchase_day, seller_id, amazon_order_id, code,
              sum(quantity) as units, sum(item_promotion_discount) as discount
            from order_lines cross join unnest(promotion_ids) as code
            where brand_code is not null group by 1, 2, 3, 4, 5, 6
          ),
          first_brands as (
            select seller_id, marketplace_id, amazon_order_id, code, min(brand_code) as first_brand from p
            group by 1, 2, 3, 4
          ),
          first_codes as (
            select seller_id, marketplace_id, amazon_order_id, brand_code, min(code) as first_code from p
            group by 1, 2, 3, 4
          ),
          promotions as (
            select brand_code, marketplace_id, purchase_day, code as promotion_code, count(*)::int as orders,
              (count(*) filter (where brand_code = first_brand))::int as orders_once,
              (count(*) filter (where code = first_code))::int as orders_of_brand,
              sum(units)::int as units, sum(discount) as discount
            from p join first_brands using (seller_id, marketplace_id, amazon_order_id, code)
              join first_codes using (seller_id, marketplace_id, amazon_order_id, brand_code)
            where brand_code = 'ORDR01' group by 1, 2, 3, 4
          ),
          promotions_rollup as (
            select brand_code, marketplace_id, purchase_day, promotion_code, orders, orders_once, orders_of_brand,
              units, discount
            from brand_daily_promotions where brand_code = 'ORDR01'
          ),
          market as (
            select marketplace_id, purchase_day, purchase_weekday, purchase_hour, count(*)::int as orders
            from (
              select distinct seller_id, marketplace_id, purchase_day, amazon_order_id, purchase_weekday, purchase_hour
              from order_lines where brand_code is not null
            ) x group by 1, 2, 3, 4
          ),
          market_rollup as (
            select marketplace_id, purchase_day, purchase_weekday, purchase_hour, orders from marketplace_daily_order_hours
          )
          select 'hours only in the lines' as side, to_jsonb(d) as row from (table hours except table hours_rollup) d
          union all select 'hours only in the rollup', to_jsonb(r) from (table hours_rollup except table hours) r
          union all select 'promotions only in the lines', to_jsonb(d) from (table promotions except table promotions_rollup) d
          union all select 'promotions only in the rollup', to_jsonb(r) from (table promotions_rollup except table promotions) r
          union all select 'marketplace hours only in the lines', to_jsonb(d) from (table market except table market_rollup) d
          union all select 'marketplace hours only in the rollup', to_jsonb(r) from (table market_rollup except table market) r`.execute(
            db,
          )
        ).rows;
      // The cards as the screen reads them (from the rollups for these scopes) against the facts
      // (order items joined to their orders at query time) and the order lines.
      const expectCardsAsFacts = async () => {
        const period = { from: FROM, to: TO };
        const scopes = [
          { marketplace: ACCOUNT.marketplaceId, codes: null, sellers: null },
          { marketplace: ACCOUNT.marketplaceId, codes: ['ORDR01'], sellers: [ACCOUNT.sellerId] },
        ];
        const byCell = (a: { key: string; weekday: number; hour: number }, b: typeof a) =>
          a.key.localeCompare(b.key) || a.weekday - b.weekday || a.hour - b.hour;
        for (const scope of scopes) {
          for (const group of ['total', 'brand'] as const) {
            const cells = (await heatmapCells(db, scope, period, group)).sort(byCell);
            expect(cells.length, `heatmap ${group} of ${scope.codes}`).toBeGreaterThan(20);
            expect(cells, `heatmap ${group} of ${scope.codes}`).toEqual(
              (await heatmapCellsFromFacts(db, scope, period, group)).sort(byCell),
            );
            expect(cells).toEqual((await heatmapCellsFromLines(db, scope, period, group)).sort(byCell));
          }
          for (const by of ['code', 'brand'] as const) {
            const promos = [...(await promoMetrics(db, scope, period, by))].sort();
            expect(promos.length, `promotions by ${by} of ${scope.codes}`).toBeGreaterThan(0);
            expect(promos, `promotions by ${by} of ${scope.codes}`).toEqual(
              [...(await promoMetricsFromFacts(db, scope, period, by))].sort(),
            );
            expect(promos).toEqual([...(await promoMetricsFromLines(db, scope, period, by))].sort());
          }
        }
      };
      const counted = await sql<{ hours: number; promotions: number }>`
        select (select count(*)::int from brand_daily_order_hours where brand_code = 'ORDR01') as hours,
          (select count(*)::int from brand_daily_promotions where brand_code = 'ORDR01') as promotions`.execute(
        db,
      );
      expect(counted.rows[0]?.hours).toBeGreaterThan(50);
      expect(counted.rows[0]?.promotions).toBeGreaterThan(0);
      expect(await mismatches()).toEqual([]);
      await expectCardsAsFacts();

      // A day with promoted orders corrected to one promoted order line, then loaded back whole.
      const codes = (body: string) => body.split('\n')[0]?.split('\t').indexOf('promotion-ids') ?? -1;
      const promoted = (body: string) =>
        body
          .trimEnd()
          .split('\n')
          .slice(1)
          .filter((line) => (line.split('\t')[codes(body)] ?? '').trim() !== '');
      const original = orderDocuments.find((d) => promoted(d.body).length > 1) as ReportDocument;
      const header = original.body.split('\n')[0];
      const day = sql`brand_code = 'ORDR01' and purchase_day = ${original.dataStartTime}::date`;
      const dayFigures = async () =>
        (
          await sql<{ hours: number; promotions: number }>`
          select (select coalesce(sum(orders), 0)::int from brand_daily_order_hours where ${day}) as hours,
            (select coalesce(sum(orders_of_brand), 0)::int from brand_daily_promotions where ${day}) as promotions`.execute(
            db,
          )
        ).rows[0];
      const before = await dayFigures();
      expect(before?.hours).toBeGreaterThan(1);
      expect(before?.promotions).toBeGreaterThan(1);
      await loadReportDocuments(db, [
        {
          ...original,
          documentId: `${original.documentId}-promo-corrected`,
          body: `${[header, promoted(original.body)[0]].join('\n')}\n`,
        },
      ]);
      expect(await dayFigures()).toEqual({ hours: 1, promotions: 1 });
      expect(await mismatches()).toEqual([]);
      await expectCardsAsFacts();

      await loadReportDocuments(db, [original]);
      expect(await dayFigures()).toEqual(before);
      expect(await mismatches()).toEqual([]);
      await expectCardsAsFacts();
    });

    it('refuses a malformed line whole, naming its line and column, and loads nothing of the batch', async () => {
      const before = await snapshot(db);
      const good = orderDocuments[5] as ReportDocument;
      const lines = good.body.trimEnd().split('\n');
      const cells = (lines[2] ?? '').split('\t');
      cells[13] = 'two';
      const bad = {
        ...good,
        documentId: 'orders-bad',
        body: [lines[0], lines[1], cells.join('\t')].join('\n'),
      };
      const changed = {
        ...(orderDocuments[6] as ReportDocument),
        documentId: 'orders-other',
        body: `${lines[0]}\n`,
      };
      const refused = await loadReportDocuments(db, [changed, bad]).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ReportDocumentError);
      expect((refused as ReportDocumentError).message).toBe(
        'Report document orders-bad refused at line 3, column "quantity": quantity is not a whole number',
      );
      expect(await snapshot(db)).toEqual(before);
    });

    it('refuses an order placed on another local day than the report says', async () => {
      const before = await snapshot(db);
      const good = orderDocuments[7] as ReportDocument;
      const moved = { ...good, documentId: 'orders-moved', dataStartTime: '2026-05-01' };
      const refused = await loadReportDocuments(db, [moved]).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ReportDocumentError);
      expect((refused as ReportDocumentError).message).toMatch(
        /^Report document orders-moved refused: order \d{3}-\d{7}-\d{7} falls on 2026-06-\d\d, not the report's day$/,
      );
      expect(await snapshot(db)).toEqual(before);
    });

    it('records how far orders and returns are loaded', async () => {
      const rows = await db
        .selectFrom('data_freshness')
        .select(['fact', 'last_day'])
        .where('seller_id', '=', ACCOUNT.sellerId)
        .orderBy('fact')
        .execute();
      expect(
        rows.map((r) => [
          r.fact,
          String(r.last_day instanceof Date ? r.last_day.toISOString().slice(0, 10) : r.last_day),
        ]),
      ).toEqual([
        ['orders', TO],
        ['returns', TO],
        ['salesAndTraffic', TO],
      ]);
    });
  },
);

const pick = (account: typeof ACCOUNT) => ({ marketplace_id: account.marketplaceId });
