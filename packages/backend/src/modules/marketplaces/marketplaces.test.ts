import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

describe.each(databasesUnderTest())('brands and authorized marketplaces on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function marketplacesOf(email: string) {
    const session = await api.login(email);
    const res = await api.call('GET', '/brands/get-authorized-marketplaces', { token: session.accessToken });
    expect(res.status).toBe(200);
    return res.body.sp_api_authorized_marketplaces as Array<Record<string, string>>;
  }

  it('a brand user sees only its own brand sellers, United States first', async () => {
    const list = await marketplacesOf('ffp@demo.test');
    expect(list.map((m) => m.marketplace_name)).toEqual([
      'United States',
      'Canada',
      'Germany',
      'Mexico',
      'United Kingdom',
    ]);
    expect(new Set(list.map((m) => m.seller_name))).toEqual(
      new Set(['Fresh Fields Pantry LLC', 'Fresh Fields Pantry Europe GmbH']),
    );
    expect(list[0]).toEqual({
      marketplace_id: 'ATVPDKIKX0DER',
      selling_partner_id: expect.stringMatching(/^A[A-Z0-9]{13}$/),
      seller_name: 'Fresh Fields Pantry LLC',
      marketplace_name: 'United States',
    });
  });

  it('a parent brand user also sees its sub brands sellers', async () => {
    const list = await marketplacesOf('mr-sub@demo.test');
    const names = new Set(list.map((m) => (m.seller_name ?? '').split(' ').slice(0, 2).join(' ')));
    expect(names).toEqual(new Set(['Summit Home', 'Summit Kitchen', 'Summit Bath']));
  });

  it('two brands never share a seller in the list of either', async () => {
    const ffp = await marketplacesOf('ffp@demo.test');
    const ecom = await marketplacesOf('ecom3k@demo.test');
    const ffpSellers = new Set(ffp.map((m) => m.selling_partner_id));
    expect(ecom.some((m) => ffpSellers.has(m.selling_partner_id))).toBe(false);
  });

  it('staff see the sellers of every brand', async () => {
    const list = await marketplacesOf('admin@demo.test');
    expect(list.length).toBeGreaterThan(40);
  });

  it('GET /brands/ids is scoped to the caller', async () => {
    const brand = await api.login('mr-sub@demo.test');
    const own = await api.call('GET', '/brands/ids', { token: brand.accessToken });
    expect(own.body.map((b: { brand_code: string }) => b.brand_code).sort()).toEqual([
      'MR100',
      'MR100-B',
      'MR100-K',
    ]);
    const admin = await api.login('admin@demo.test');
    const all = await api.call('GET', '/brands/ids', { token: admin.accessToken });
    expect(all.body).toHaveLength(40);
    expect(all.body[0]).toEqual({ brand_code: expect.any(String), name: expect.any(String) });
  });

  it('GET /brands/ids?ad_type= offers only brands that have advertising of that type', async () => {
    const admin = await api.login('admin@demo.test');
    const all = await api.call('GET', '/brands/ids', { token: admin.accessToken });
    const dsp = await api.call('GET', '/brands/ids?ad_type=dsp', { token: admin.accessToken });
    expect(dsp.status).toBe(200);
    const withDsp = await api.backend.db
      .selectFrom('ad_entities')
      .select('brand_code')
      .distinct()
      .where('ad_type', '=', 'dsp')
      .execute();
    const codes = (rows: Array<{ brand_code: string }>) => rows.map((b) => b.brand_code).sort();
    expect(codes(dsp.body)).toEqual(codes(withDsp));
    // Not a vacuous filter: the demo has brands without DSP.
    expect(dsp.body.length).toBeGreaterThan(0);
    expect(dsp.body.length).toBeLessThan(all.body.length);

    const own = await api.login('mr-sub@demo.test');
    const ownSp = await api.call('GET', '/brands/ids?ad_type=sp', { token: own.accessToken });
    for (const b of ownSp.body) expect(['MR100', 'MR100-B', 'MR100-K']).toContain(b.brand_code);
  });

  it('refuses an unknown ad type', async () => {
    const admin = await api.login('admin@demo.test');
    const res = await api.call('GET', '/brands/ids?ad_type=video', { token: admin.accessToken });
    expect(res.status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const res = await api.call('GET', '/brands/get-authorized-marketplaces');
    expect(res.status).toBe(401);
  });
});
