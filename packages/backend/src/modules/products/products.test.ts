import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

describe.each(databasesUnderTest())('products errors and product detail on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const call = async (email: string, method: string, path: string, body?: unknown) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return api.call(method, path, { token: tokens[email], ...(body === undefined ? {} : { body }) });
  };
  /** A SKU of the brand (not of a sub brand), from the catalog the pipeline loaded. */
  const skuOf = async (brandCode: string) =>
    (
      await sql<{ sku: string }>`
        select min(seller_sku) as sku from catalog_items
        where brand_code = ${brandCode} and sub_brand_code is null`.execute(api.backend.db)
    ).rows[0]?.sku as string;
  const catalogRows = (sku: string) =>
    sql<{ ignore: boolean; sub_brand_code: string | null }>`
      select ignore, sub_brand_code from catalog_items where seller_sku = ${sku}`.execute(api.backend.db);

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('pages the seeded products errors 10 at a time, newest first, FBA_INB problems among them', async () => {
    const res = await call('admin@demo.test', 'GET', '/products-errors');

    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(10);
    const total = await sql<{ n: number; inbound: number }>`
      select count(*)::int as n, count(*) filter (where error_code like 'FBA_INB_%')::int as inbound
      from product_errors`.execute(api.backend.db);
    expect(res.body.count).toBe(total.rows[0]?.n);
    expect(total.rows[0]?.inbound).toBeGreaterThan(0);
    const dates = res.body.rows.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(res.body.rows[0]).sort()).toEqual(
      ['asin', 'brand_code', 'date', 'description', 'error_code', 'marketplace_id', 'seller_sku'].sort(),
    );
  });

  it('filters products errors by SKU and sorts them by SKU', async () => {
    const first = (
      await call('manager@demo.test', 'GET', '/products-errors?sortField=seller_sku&sortOrder=asc')
    ).body.rows[0];

    const res = await call(
      'manager@demo.test',
      'GET',
      `/products-errors?filterField=seller_sku&filterValue=${encodeURIComponent(first.seller_sku)}`,
    );

    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(new Set(res.body.rows.map((r: { seller_sku: string }) => r.seller_sku))).toEqual(
      new Set([first.seller_sku]),
    );
  });

  it('refuses products errors to a brand user and to user', async () => {
    expect((await call('mr@demo.test', 'GET', '/products-errors')).status).toBe(403);
    expect((await call('user@demo.test', 'GET', '/products-errors')).status).toBe(403);
  });

  it('answers a SKU’s product detail with every field of spec 3 §3', async () => {
    const sku = await skuOf('MC001');

    const res = await call(
      'admin@demo.test',
      'GET',
      `/products/product/detail?sku=${encodeURIComponent(sku)}`,
    );

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      seller_sku: sku,
      brand_code: 'MC001',
      title: expect.any(String),
      brand_name: expect.any(String),
      asin: expect.stringMatching(/^[A-Z0-9]{10}$/),
      average_daily_sales: expect.any(Number),
      hazmat: expect.any(Boolean),
      consumable: expect.any(Boolean),
      ignore: false,
    });
    expect(res.body).toHaveProperty('master_carton');
    expect(res.body).toHaveProperty('sub_brand_code');
  });

  it('shows a brand user its own SKU and answers 404 for another brand’s', async () => {
    const own = await call(
      'mr@demo.test',
      'GET',
      `/products/product/detail?sku=${encodeURIComponent(await skuOf('MR001'))}`,
    );
    const other = await call(
      'mr@demo.test',
      'GET',
      `/products/product/detail?sku=${encodeURIComponent(await skuOf('MC001'))}`,
    );

    expect(own.status).toBe(200);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Product not found');
  });

  it('refuses product detail to brand types other than mr and mc', async () => {
    const res = await call(
      'ffp@demo.test',
      'GET',
      `/products/product/detail?sku=${encodeURIComponent(await skuOf('FFP001'))}`,
    );
    expect(res.status).toBe(403);
  });

  it('sets Ignore, and refuses a missing value with the spec’s message and nothing changed', async () => {
    const sku = await skuOf('MC001');
    const path = `/products/change-ignore-status/${encodeURIComponent(sku)}`;

    const missing = await call('manager@demo.test', 'PATCH', path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/This field is required/);
    expect((await catalogRows(sku)).rows.every((r) => r.ignore === false)).toBe(true);

    const saved = await call('manager@demo.test', 'PATCH', path, { ignore: true });
    expect(saved.status).toBe(200);
    expect(saved.body.ignore).toBe(true);
    expect((await catalogRows(sku)).rows.every((r) => r.ignore === true)).toBe(true);
  });

  it('gives a SKU to one of its brand’s own sub brands, or to none', async () => {
    const sku = await skuOf('MR100');
    const subs = await sql<{ brand_code: string }>`
      select brand_code from brands where parent_brand_code = 'MR100' order by brand_code`.execute(
      api.backend.db,
    );
    const sub = subs.rows[0]?.brand_code as string;
    const path = `/products/${encodeURIComponent(sku)}/sub-brand-code`;

    const given = await call('admin@demo.test', 'PATCH', path, { 'sub-brand-code': sub });
    expect(given.status).toBe(200);
    expect(given.body.sub_brand_code).toBe(sub);
    expect(given.body.sub_brands.map((s: { brand_code: string }) => s.brand_code)).toContain(sub);

    const none = await call('admin@demo.test', 'PATCH', path, { 'sub-brand-code': null });
    expect(none.body.sub_brand_code).toBeNull();
    expect((await catalogRows(sku)).rows.every((r) => r.sub_brand_code === null)).toBe(true);
  });

  it('refuses a sub brand of another brand with a 400 and changes nothing', async () => {
    const sku = await skuOf('MR100');
    const before = (await catalogRows(sku)).rows;

    const res = await call(
      'admin@demo.test',
      'PATCH',
      `/products/${encodeURIComponent(sku)}/sub-brand-code`,
      {
        'sub-brand-code': 'MC001',
      },
    );

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The sub brand must be one of the product’s brand’s sub brands');
    expect((await catalogRows(sku)).rows).toEqual(before);
  });

  it('derives average daily sales from the sales facts over the 30 days ending on the latest day', async () => {
    const sku = await skuOf('MC001');
    const facts = await sql<{ units: number }>`
      with p as (
        select seller_id, marketplace_id from catalog_items where seller_sku = ${sku}
        order by (marketplace_id = 'ATVPDKIKX0DER') desc, marketplace_id, seller_id limit 1
      ), latest as (
        select max(f.report_date) as day from sku_sales_traffic_daily f join p using (seller_id, marketplace_id)
      )
      select coalesce(sum(f.units_ordered), 0)::int as units
      from sku_sales_traffic_daily f join p using (seller_id, marketplace_id), latest
      where f.seller_sku = ${sku} and f.report_date between latest.day - 29 and latest.day`.execute(
      api.backend.db,
    );

    const res = await call(
      'admin@demo.test',
      'GET',
      `/products/product/detail?sku=${encodeURIComponent(sku)}`,
    );

    const units = facts.rows[0]?.units ?? -1;
    expect(units).toBeGreaterThan(0);
    expect(res.body.average_daily_sales).toBeCloseTo(units / 30, 2);
  });
});
