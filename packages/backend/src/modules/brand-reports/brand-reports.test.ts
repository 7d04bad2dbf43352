import { monthOf, REPORT_START_MONTH, reportWindow } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const THIS_MONTH = monthOf(new Date());

/** A report answer with the `sig` of its signed image links removed. */
const withoutSignatures = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body).replace(/\?sig=[A-Za-z0-9._-]+/g, ''));

describe.each(databasesUnderTest())('brand reports on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const tokenOf = async (email: string) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return tokens[email];
  };
  const get = async (email: string, path: string) => api.call('GET', path, { token: await tokenOf(email) });
  const put = async (email: string, path: string, body: unknown) =>
    api.call('PUT', path, { token: await tokenOf(email), body });

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  describe('GET /brandreports/{brand_code}', () => {
    it('lists the stored reports of the own brand, newest first, inside 2021-04..now', async () => {
      const res = await get('mc@demo.test', '/brandreports/MC001');

      expect(res.status).toBe(200);
      expect(res.body.rows.length).toBeGreaterThan(0);
      const months = res.body.rows.map((r: { month: string }) => r.month);
      expect(months).toEqual([...months].sort().reverse());
      expect(months.every((m: string) => m >= REPORT_START_MONTH && m <= THIS_MONTH)).toBe(true);
      expect(res.body.rows[0]).toEqual({
        brand_code: 'MC001',
        month: expect.any(String),
        sales_note: expect.stringContaining('<p>'),
        ad_note: expect.stringContaining('<p>'),
      });
    });

    it("refuses a brand user another brand's list", async () => {
      const res = await get('mc@demo.test', '/brandreports/MR001');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have access to the reports of this brand');
    });

    it('answers 404 to staff for an unknown brand', async () => {
      expect((await get('manager@demo.test', '/brandreports/NOPE')).status).toBe(404);
    });

    it('refuses the api role', async () => {
      expect((await get('api@demo.test', '/brandreports/MC001')).status).toBe(403);
    });
  });

  describe('GET /brandreports/{brand_code}/{month}', () => {
    it('answers the brand report response of the chosen month', async () => {
      const res = await get('manager@demo.test', `/brandreports/MC001/${THIS_MONTH}`);

      expect(res.status).toBe(200);
      expect(res.body.brandInfo).toEqual({
        name: 'Northwind Outdoors',
        logo: expect.stringMatching(/^http:\/\/portal\.test\/brand-assets\/MC001\/logo\?sig=[\w.-]+$/),
        product_image: expect.stringMatching(
          /^http:\/\/portal\.test\/brand-assets\/MC001\/product-image\?sig=[\w.-]+$/,
        ),
        brand_code: 'MC001',
        removed_suppression_ids: [],
      });
      expect(res.body.notes).toEqual({ sales_note: null, ad_note: null });
      expect(res.body.suppressions.length).toBeGreaterThan(15);
      expect(res.body.suppressions[0]).toEqual({
        id: expect.any(Number),
        asin: expect.stringMatching(/^B0[A-Z0-9]{8}$/),
        productName: expect.stringContaining('Northwind Outdoors'),
        marketplace: expect.any(String),
        createdAt: expect.any(String),
        liftedAt: res.body.suppressions[0].liftedAt,
        alertLiftedId: res.body.suppressions[0].alertLiftedId,
        diffHours: expect.any(Number),
      });
    });

    it('covers the 6 months ending the chosen one, with consistent ACoS and TACoS', async () => {
      const res = await get('mc@demo.test', `/brandreports/MC001/${THIS_MONTH}`);

      const rows = res.body.sales_by_month;
      expect([...new Set(rows.map((r: { report_month: string }) => r.report_month))]).toEqual(
        reportWindow(THIS_MONTH),
      );
      expect(new Set(rows.map((r: { countryCode: string }) => r.countryCode))).toEqual(new Set(['US', 'CA']));
      for (const row of rows) {
        expect(row.sales_organic).toBeCloseTo(row.sales_total - row.sales_ppc, 1);
        expect(row.acos).toBeCloseTo((row.ad_spend / row.sales_ppc) * 100, 1);
        expect(row.tacos).toBeCloseTo((row.ad_spend / row.sales_total) * 100, 1);
        expect(Math.round(row.tacos * 100) / 100).toBe(row.tacos);
      }
    });

    it.each([['2021-03'], ['2999-01'], ['2024-13'], ['latest']])(
      'refuses the month %s with 400',
      async (month) => {
        const res = await get('mc@demo.test', `/brandreports/MC001/${month}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toContain('2021-04');
      },
    );

    it("refuses a sub-brand user another brand's report, with no data in the answer", async () => {
      const res = await get('mr-sub@demo.test', `/brandreports/MC001/${THIS_MONTH}`);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Northwind');
    });

    it('lets a parent brand user open a sub brand report', async () => {
      expect((await get('mr-sub@demo.test', `/brandreports/MR100-K/${THIS_MONTH}`)).status).toBe(200);
    });

    it('refuses the user role the report view (spec 1 §6.2)', async () => {
      expect((await get('user@demo.test', `/brandreports/MC001/${THIS_MONTH}`)).status).toBe(403);
    });
  });

  describe('PUT /brandreports/{brand_code}/{month}', () => {
    const month = '2023-05';
    const path = `/brandreports/MR001/${month}`;

    it('saves notes and ignored suppressions and answers the updated report', async () => {
      const current = await get('manager@demo.test', `/brandreports/MR001/${THIS_MONTH}`);
      const ids = current.body.suppressions.slice(0, 2).map((s: { id: number }) => s.id);

      const res = await put('manager@demo.test', path, {
        brand_code: 'MR001',
        month,
        sales_note: '<p>Sales <b>up</b></p>',
        ad_note: '<ol><li>Paused one campaign</li></ol>',
        removed_suppression_ids: ids,
      });

      expect(res.status).toBe(200);
      expect(res.body.notes).toEqual({
        sales_note: '<p>Sales <b>up</b></p>',
        ad_note: '<ol><li>Paused one campaign</li></ol>',
      });
      expect(res.body.brandInfo.removed_suppression_ids).toEqual([...ids].sort((a, b) => a - b));
      const list = await get('mr@demo.test', '/brandreports/MR001');
      expect(list.body.rows).toContainEqual({
        brand_code: 'MR001',
        month,
        sales_note: '<p>Sales <b>up</b></p>',
        ad_note: '<ol><li>Paused one campaign</li></ol>',
      });
    });

    it('stores a stored-XSS attempt inert: no script, no event handler, no javascript: link', async () => {
      const res = await put('mr@demo.test', `/brandreports/MR001/2023-06`, {
        brand_code: 'MR001',
        month: '2023-06',
        sales_note: '<p>hello</p><script>alert("x")</script><img src=x onerror="alert(1)">',
        ad_note: '<a href="javascript:alert(1)" onclick="alert(2)">click</a><svg onload="alert(3)"></svg>',
        removed_suppression_ids: [],
      });
      expect(res.status).toBe(200);

      const stored = await api.backend.db
        .selectFrom('brand_report_notes')
        .select(['sales_note', 'ad_note'])
        .where('brand_code', '=', 'MR001')
        .where('report_month', '=', '2023-06')
        .executeTakeFirstOrThrow();
      const html = `${stored.sales_note}${stored.ad_note}`;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/\son\w+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(stored.sales_note).toBe('<p>hello</p>');
      expect(stored.ad_note).toContain('click');
    });

    it('stores an empty editor as no note', async () => {
      const res = await put('manager@demo.test', '/brandreports/MR001/2023-07', {
        brand_code: 'MR001',
        month: '2023-07',
        sales_note: '<p></p>',
        ad_note: '',
      });
      expect(res.body.notes).toEqual({ sales_note: null, ad_note: null });
    });

    it.each([
      ['a body for another brand', { brand_code: 'MC001', month, sales_note: 'x' }, 400],
      ['a body for another month', { brand_code: 'MR001', month: '2023-01', sales_note: 'x' }, 400],
      [
        'an unknown suppression id',
        { brand_code: 'MR001', month, sales_note: 'x', removed_suppression_ids: [999999] },
        400,
      ],
      [
        'ids that are not numbers',
        { brand_code: 'MR001', month, sales_note: 'x', removed_suppression_ids: ['a'] },
        400,
      ],
    ])('refuses %s and changes nothing', async (_name, body, status) => {
      const before = await get('manager@demo.test', path);

      const res = await put('manager@demo.test', path, body);

      expect(res.status).toBe(status);
      const after = await get('manager@demo.test', path);
      // Image links are signed per answer (their issue time may tick over a second): compare the rest.
      expect(withoutSignatures(after.body)).toEqual(withoutSignatures(before.body));
    });

    it("refuses a brand user another brand's report and changes nothing", async () => {
      const before = await get('manager@demo.test', `/brandreports/MC001/${month}`);
      const res = await put('mr-sub@demo.test', `/brandreports/MC001/${month}`, {
        brand_code: 'MC001',
        month,
        sales_note: '<p>defaced</p>',
      });
      expect(res.status).toBe(403);
      // The image links are signed per second: a second boundary between the reads changes them.
      const after = await get('manager@demo.test', `/brandreports/MC001/${month}`);
      expect(withoutSignatures(after.body)).toEqual(withoutSignatures(before.body));
    });

    it('refuses a month before 2021-04', async () => {
      const res = await put('manager@demo.test', '/brandreports/MR001/2021-03', {
        brand_code: 'MR001',
        month: '2021-03',
      });
      expect(res.status).toBe(400);
    });
  });

  describe('GET /brand-assets/{brand_code}/{kind}', () => {
    // Links are signed since images stopped being public (docs/security.md, finding 8).
    const linksOf = async (brandCode: string) => {
      const report = await get('manager@demo.test', `/brandreports/${brandCode}/${THIS_MONTH}`);
      const local = (url: string) => `${api.url}${new URL(url).pathname}${new URL(url).search}`;
      return { logo: local(report.body.brandInfo.logo), product: local(report.body.brandInfo.product_image) };
    };

    it('serves the logo as SVG by the signed link of its report', async () => {
      const res = await fetch((await linksOf('MC001')).logo);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toContain('<svg');
    });

    it('serves the product image and 404s unknown kinds and brands', async () => {
      const links = await linksOf('MC001');
      expect((await fetch(links.product)).status).toBe(200);
      expect((await fetch(links.logo.replace('/logo?', '/banner?'))).status).toBe(404);
      expect((await fetch(links.logo.replace('/MC001/', '/NOPE/'))).status).toBe(404);
    });
  });
});
