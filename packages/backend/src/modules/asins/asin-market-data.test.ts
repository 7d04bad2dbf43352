import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const US = 'ATVPDKIKX0DER';
const asinOf = async (api: TestApi, brand: string) =>
  (
    await sql<{ asin: string }>`
      select f.asin from fc_inventory_snapshots f
      join catalog_items c on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id and c.asin = f.asin
      where c.brand_code = ${brand} and f.marketplace_id = ${US}
      group by f.asin order by count(*) desc, f.asin limit 1`.execute(api.backend.db)
  ).rows[0]?.asin as string;

describe.each(databasesUnderTest())('ASIN inventory, fees and offers on $name', (database) => {
  let api: TestApi;
  let manager: string;
  let mc: string;
  let mcAsin: string;
  let mrAsin: string;
  const get = (path: string, token = manager) => api.call('GET', path, { token });

  beforeAll(async () => {
    api = await startTestBackend(database);
    manager = (await api.login('manager@demo.test')).accessToken;
    mc = (await api.login('mc@demo.test')).accessToken;
    mcAsin = await asinOf(api, 'MC001');
    mrAsin = await asinOf(api, 'MR001');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('pages the ASIN inventory rows, newest day first, with the count of all rows', async () => {
    const res = await get(`/asin-inventory/${mcAsin}?page=0&pageSize=5`);

    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(Math.min(5, res.body.count));
    expect(Object.keys(res.body.rows[0]).sort()).toEqual([
      'country',
      'date',
      'detailed_disposition',
      'fnsku',
      'fulfillment_center_id',
      'product_name',
      'quantity',
      'seller_sku',
    ]);
    const dates = res.body.rows.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts and filters by a column with equals', async () => {
    const all = await get(`/asin-inventory/${mcAsin}?pageSize=200`);
    const center = all.body.rows[0].fulfillment_center_id as string;

    const res = await get(
      `/asin-inventory/${mcAsin}?pageSize=200&filterField=fulfillment_center_id&filterValue=${center}&sortField=quantity&sortOrder=asc`,
    );

    expect(res.body.count).toBe(
      all.body.rows.filter((r: { fulfillment_center_id: string }) => r.fulfillment_center_id === center)
        .length,
    );
    const quantities = res.body.rows.map((r: { quantity: number }) => r.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
  });

  it('answers the fee estimate rows of spec 2 §3 for staff', async () => {
    const res = await get(`/amazon-fees-estimate/asins/${mcAsin}`);

    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.rows[0]).toEqual({
      fees_estimate_amount: expect.any(Number),
      fees_estimate_currency: 'USD',
      marketplace_id: US,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('answers every offer of the ASIN with its ships_from country, one buy box winner per day', async () => {
    const res = await get(`/amazon-product-offers/asins/${mcAsin}?pageSize=200`);

    expect(res.status).toBe(200);
    expect(res.body.rows[0].ships_from).toEqual({ Country: expect.any(String) });
    const winners = new Map<string, number>();
    for (const r of res.body.rows as { date: string; is_buy_box_winner: boolean }[])
      if (r.is_buy_box_winner) winners.set(r.date, (winners.get(r.date) ?? 0) + 1);
    expect([...winners.values()].every((n) => n === 1)).toBe(true);
  });

  it('shows a brand user its own ASIN’s inventory and hides another brand’s (404)', async () => {
    expect((await get(`/asin-inventory/${mcAsin}`, mc)).status).toBe(200);
    expect((await get(`/asin-inventory/${mrAsin}`, mc)).status).toBe(404);
  });

  it('refuses fees and offers to a brand user: Admin and Manager only', async () => {
    expect((await get(`/amazon-fees-estimate/asins/${mcAsin}`, mc)).status).toBe(403);
    expect((await get(`/amazon-product-offers/asins/${mcAsin}`, mc)).status).toBe(403);
  });
});

describe.each(databasesUnderTest())('ASIN market data reconciles with the seed on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('sums stock by fulfillment center to the FBA inventory snapshot of the same day and SKU', async () => {
    const { rows } = await sql<{ checked: number; differing: number }>`
      select count(*)::int as checked, count(*) filter (where coalesce(f.units, 0) <> i.afn_warehouse_quantity)::int as differing
      from inventory_snapshots i
      left join (
        select seller_id, marketplace_id, snapshot_day, seller_sku, sum(quantity) as units
        from fc_inventory_snapshots group by 1, 2, 3, 4
      ) f using (seller_id, marketplace_id, snapshot_day, seller_sku)
      where i.afn_listing_exists
        and i.snapshot_day in (select distinct snapshot_day from fc_inventory_snapshots)`.execute(
      api.backend.db,
    );

    expect(rows[0]?.checked).toBeGreaterThan(100);
    expect(rows[0]?.differing).toBe(0);
  });

  it('gives the seller’s offer the buy box exactly on the days its sales facts hold at least half of it', async () => {
    const { rows } = await sql<{ checked: number; differing: number; lost: number }>`
      select count(*)::int as checked,
        count(*) filter (where o.is_buy_box_winner <> coalesce(s.buy_box_percentage >= 50, false))::int as differing,
        count(*) filter (where not o.is_buy_box_winner)::int as lost
      from product_offers o
      join catalog_items c on c.seller_id = o.seller_id and c.marketplace_id = o.marketplace_id and c.asin = o.asin
      left join sku_sales_traffic_daily s on s.seller_id = o.seller_id and s.marketplace_id = o.marketplace_id
        and s.seller_sku = c.seller_sku and s.report_date = o.snapshot_day
        and s.browser_sessions + s.mobile_app_sessions > 0
      where o.is_my_offer`.execute(api.backend.db);

    expect(rows[0]?.checked).toBeGreaterThan(100);
    expect(rows[0]?.lost).toBeGreaterThan(0);
    expect(rows[0]?.differing).toBe(0);
  });
});
