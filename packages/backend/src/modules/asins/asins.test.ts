import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

describe.each(databasesUnderTest())('ASINs on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const call = async (email: string, method: string, path: string, body?: unknown) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return api.call(method, path, { token: tokens[email], ...(body === undefined ? {} : { body }) });
  };
  /** An ASIN of the brand, from the catalog the pipeline loaded. */
  const asinOf = async (brandCode: string) =>
    (
      await sql<{
        asin: string;
      }>`select min(asin) as asin from catalog_items where brand_code = ${brandCode}`.execute(api.backend.db)
    ).rows[0]?.asin as string;

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('pages the catalog’s ASINs 40 at a time, sorted by ASIN, with brand and account manager', async () => {
    const res = await call('admin@demo.test', 'GET', '/asins');

    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(40);
    const asins = res.body.rows.map((r: { asin: string }) => r.asin);
    expect(asins).toEqual([...asins].sort());
    const distinct = await sql<{ n: string }>`
      select count(*) as n from (select distinct asin, brand_code from catalog_items) a`.execute(
      api.backend.db,
    );
    expect(res.body.count).toBe(Number(distinct.rows[0]?.n));
    expect(res.body.rows[0]).toMatchObject({ brand: { name: expect.any(String) }, watched: false });
  });

  it('filters by brand code with equals and sorts by account manager for staff', async () => {
    const res = await call(
      'manager@demo.test',
      'GET',
      '/asins?filterField=brand_code&filterOperator=equals&filterValue=MC001&sortField=account_manager',
    );

    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(new Set(res.body.rows.map((r: { brand_code: string }) => r.brand_code))).toEqual(
      new Set(['MC001']),
    );
  });

  it('shows a brand user only its own brand’s ASINs', async () => {
    const res = await call('mr@demo.test', 'GET', '/asins?pageSize=200');

    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(new Set(res.body.rows.map((r: { brand_code: string }) => r.brand_code))).toEqual(
      new Set(['MR001']),
    );
  });

  it('refuses a brand user sorting or filtering by brand or account manager', async () => {
    const sorted = await call('mr@demo.test', 'GET', '/asins?sortField=brand_code');
    const filtered = await call('mr@demo.test', 'GET', '/asins?filterField=account_manager&filterValue=x');

    expect(sorted.status).toBe(400);
    expect(filtered.status).toBe(400);
  });

  it('answers another brand’s ASIN to a brand user as not found, by URL too', async () => {
    const foreign = await asinOf('MC001');

    const res = await call('mr@demo.test', 'GET', `/asins/${foreign}`);

    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Asin not found');
  });

  it('answers one ASIN with its brand name and account manager email', async () => {
    const asin = await asinOf('MC001');

    const res = await call('admin@demo.test', 'GET', `/asins/${asin}`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      asin,
      brand_code: 'MC001',
      brand: { name: 'Northwind Outdoors', account_manager: { email: 'manager@demo.test' } },
      account_manager: 'manager@demo.test',
    });
  });

  it('watches and unwatches an ASIN for the caller only', async () => {
    const asin = await asinOf('MR001');

    const watched = await call('user@demo.test', 'POST', `/asins/watchlist/watch/${asin}`);
    const mine = await call('user@demo.test', 'GET', `/asins/${asin}`);
    const theirs = await call('admin@demo.test', 'GET', `/asins/${asin}`);
    await call('user@demo.test', 'POST', `/asins/watchlist/unwatch/${asin}`);
    const after = await call('user@demo.test', 'GET', `/asins/${asin}`);

    expect(watched.body).toEqual({ watched: true });
    expect(mine.body.watched).toBe(true);
    expect(theirs.body.watched).toBe(false);
    expect(after.body.watched).toBe(false);
  });

  it('saves the parent ASIN and refuses a body without brand with the spec’s message', async () => {
    const asin = await asinOf('MR100');

    const saved = await call('manager@demo.test', 'PUT', `/asins/${asin}`, {
      asin,
      parent: 'B0PARENT01',
      brand_code: 'MR100',
    });
    const refused = await call('manager@demo.test', 'PUT', `/asins/${asin}`, { asin, brand_code: '' });

    expect(saved.status).toBe(200);
    expect(saved.body.parent).toBe('B0PARENT01');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Brand is required');
  });

  it('refuses an ASIN update from a brand user', async () => {
    const asin = await asinOf('MR001');

    const res = await call('mr@demo.test', 'PUT', `/asins/${asin}`, { asin, brand_code: 'MR001' });

    expect(res.status).toBe(403);
  });
});
