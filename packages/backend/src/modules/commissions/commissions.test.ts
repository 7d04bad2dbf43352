import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

/** 'YYYY-MM' of the month `back` months before this one (UTC), as the seed dates its waivers. */
const monthBack = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};

describe.each(databasesUnderTest())('commission calls on $name', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const call = async (email: string, method: string, path: string, body?: unknown) => {
    tokens[email] ??= (await api.login(email)).accessToken;
    return api.call(method, path, { token: tokens[email], body });
  };
  const admin = (method: string, path: string, body?: unknown) => call('admin@demo.test', method, path, body);

  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  describe('GET brand-commission/rule/{brand}', () => {
    it('answers the brand’s fixed fee, minimum, operator and tiers', async () => {
      const res = await admin('GET', '/brand-commission/rule/MC001');

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ brand_code: 'MC001', fixed: 1500, minimum: 0, operator: 'AND' });
      expect(res.body.tiers).toEqual([
        expect.objectContaining({
          compare_var: 'sales',
          value: 8,
          value_var: 'PERCENTAGE',
          value_from: 0,
          value_to: 20000,
        }),
        expect.objectContaining({ compare_threshold: 20000, value: 5, value_from: 20000, value_to: null }),
      ]);
    });

    it('answers null for a brand without a rule', async () => {
      const res = await admin('GET', '/brand-commission/rule/FFP002');
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
    });

    it('answers 404 for an unknown brand', async () => {
      const res = await admin('GET', '/brand-commission/rule/NOPE');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Brand not found');
    });
  });

  describe('access (spec 3 §6: Admin and Manager only)', () => {
    const month = monthBack(1);
    const requests: Array<[string, string, unknown?]> = [
      ['GET', '/brand-commission/rule/MC001'],
      ['GET', '/brand-commission/detail/MC001?from=2026-01-01&to=2026-02-28'],
      ['GET', `/brand-commission/override?brandCode=MC001&month=${month}`],
      ['POST', '/brand-commission/override', { brandCode: 'MC001', month, salesPercentage: 1 }],
      ['GET', '/brand-commission/all?from=2026-01-01&to=2026-02-28'],
      ['POST', '/brand-commission/metric', { from: '2026-01-01', to: '2026-02-28' }],
    ];

    it.each(['user@demo.test', 'agency@demo.test', 'mc@demo.test', 'api@demo.test'])(
      'refuses every commission call to %s',
      async (email) => {
        const statuses = [];
        for (const [method, path, body] of requests)
          statuses.push((await call(email, method, path, body)).status);
        expect(statuses).toEqual(requests.map(() => 403));
      },
    );

    it('answers a manager', async () => {
      const res = await call(
        'manager@demo.test',
        'GET',
        '/brand-commission/all?from=2026-01-01&to=2026-02-28',
      );
      expect(res.status).toBe(200);
    });

    it('refuses a caller without a token', async () => {
      expect((await api.call('GET', '/brand-commission/rule/MC001')).status).toBe(401);
    });
  });

  describe('GET brand-commission/detail/{brand}', () => {
    it('answers one month per calendar month of the range', async () => {
      const res = await admin('GET', '/brand-commission/detail/MR001?from=2026-01-15&to=2026-03-02');

      expect(res.status).toBe(200);
      expect(res.body.months.map((m: { month: string }) => m.month)).toEqual([
        '2026-01',
        '2026-02',
        '2026-03',
      ]);
    });

    it('refuses a range that ends before it starts', async () => {
      const res = await admin('GET', '/brand-commission/detail/MR001?from=2026-03-01&to=2026-01-01');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('from must not be after to');
    });

    it('refuses a range without its end', async () => {
      const res = await admin('GET', '/brand-commission/detail/MR001?from=2026-03-01');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('to');
    });

    it('refuses a range over five years', async () => {
      const res = await admin('GET', '/brand-commission/detail/MR001?from=2020-01-01&to=2025-01-31');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('A commission range spans at most 60 months');
    });

    it('answers 404 for a brand without a rule', async () => {
      const res = await admin('GET', '/brand-commission/detail/FFP002?from=2026-01-01&to=2026-01-31');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This brand has no commission rule');
    });
  });

  describe('brand-commission/override', () => {
    it('answers the seeded waiver of a month', async () => {
      const res = await admin('GET', `/brand-commission/override?brandCode=MR001&month=${monthBack(2)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ brandCode: 'MR001', month: monthBack(2), salesPercentage: 12.5 });
    });

    it('answers null for a month without a waiver', async () => {
      const res = await admin('GET', `/brand-commission/override?brandCode=MR001&month=${monthBack(3)}`);
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
    });

    it('refuses a month not written YYYY-MM', async () => {
      const res = await admin('GET', '/brand-commission/override?brandCode=MR001&month=2026-13');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('YYYY-MM');
    });

    it('stores a waiver with 201, replaces it on a second POST and lowers the month’s value', async () => {
      const month = monthBack(4);
      const detail = `/brand-commission/detail/FFP001?from=${month}-01&to=${month}-01`;
      const before = (await admin('GET', detail)).body.months[0];

      const first = await admin('POST', '/brand-commission/override', {
        brandCode: 'FFP001',
        month,
        salesPercentage: 20,
      });
      const second = await call('manager@demo.test', 'POST', '/brand-commission/override', {
        brandCode: 'FFP001',
        month,
        salesPercentage: 10.5,
      });

      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual({ brandCode: 'FFP001', month, salesPercentage: 10.5 });
      expect((await admin('GET', `/brand-commission/override?brandCode=FFP001&month=${month}`)).body).toEqual(
        second.body,
      );
      const after = (await admin('GET', detail)).body.months[0];
      expect(after.sales_percentage).toBe(10.5);
      expect(after.sales).toBe(before.sales); // gross sales stay; only the commission base shrinks
      expect(after.value).toBeLessThan(before.value);
    });

    it.each([
      [{ brandCode: 'FFP001', month: monthBack(5), salesPercentage: 100.1 }, 'salesPercentage'],
      [{ brandCode: 'FFP001', month: monthBack(5), salesPercentage: -1 }, 'salesPercentage'],
      [{ brandCode: 'FFP001', month: monthBack(5), salesPercentage: 2.25 }, 'multiple of 0.1'],
      [{ brandCode: 'FFP001', month: '2026-1', salesPercentage: 5 }, 'YYYY-MM'],
      [{ brandCode: 'FFP001', month: monthBack(5) }, 'salesPercentage'],
    ])('refuses %j with 400 naming %s and stores nothing', async (body, named) => {
      const res = await admin('POST', '/brand-commission/override', body);

      expect(res.status).toBe(400);
      expect(res.body.message).toContain(named);
      const stored = await admin('GET', `/brand-commission/override?brandCode=FFP001&month=${monthBack(5)}`);
      expect(stored.body).toBeNull();
    });

    it('refuses a waiver for a brand without a rule or an unknown brand with 404', async () => {
      const body = { month: monthBack(1), salesPercentage: 5 };
      const none = await admin('POST', '/brand-commission/override', { ...body, brandCode: 'FFP002' });
      const unknown = await admin('POST', '/brand-commission/override', { ...body, brandCode: 'NOPE' });

      expect([none.status, unknown.status]).toEqual([404, 404]);
      expect([none.body.message, unknown.body.message]).toEqual([
        'This brand has no commission rule',
        'Brand not found',
      ]);
    });
  });

  describe('GET brand-commission/all and POST brand-commission/metric', () => {
    it('answers every brand with a rule, by brand code, without compare values when no compare range is given', async () => {
      const res = await admin('GET', '/brand-commission/all?from=2026-01-01&to=2026-03-31');

      expect(res.status).toBe(200);
      expect(res.body.map((r: { brand_code: string }) => r.brand_code)).toEqual([
        'E3K001',
        'FFP001',
        'MC001',
        'MR001',
        'MR100',
      ]);
      expect(res.body[0]).toMatchObject({ old_value: null, old_predicted: null, currency_code: 'USD' });
    });

    it('refuses a compare range with only one end', async () => {
      const res = await admin(
        'GET',
        '/brand-commission/all?from=2026-01-01&to=2026-03-31&compareFrom=2025-01-01',
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('compareFrom and compareTo go together');
    });

    it('answers a fixed-fee brand its fee per month in the chart and the table', async () => {
      const query = 'from=2025-10-01&to=2025-12-31&compareFrom=2025-07-01&compareTo=2025-09-30';
      const rows = (await admin('GET', `/brand-commission/all?${query}`)).body;
      const series = (
        await admin('POST', '/brand-commission/metric', {
          brands: ['E3K001'],
          from: '2025-10-01',
          to: '2025-12-31',
          compareFrom: '2025-07-01',
          compareTo: '2025-09-30',
        })
      ).body;

      expect(rows.find((r: { brand_code: string }) => r.brand_code === 'E3K001')).toMatchObject({
        value: 7500,
        old_value: 7500,
      });
      expect(series.map((s: { type: string }) => s.type)).toEqual(['current', 'previous']);
      expect(series[0].data).toEqual([
        { date: '2025-10-01', value: 2500, predicted: 2500 },
        { date: '2025-11-01', value: 2500, predicted: 2500 },
        { date: '2025-12-01', value: 2500, predicted: 2500 },
      ]);
    });
  });
});
