import { type Backend, createBackend, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/backend';
import { type GraphQLSchema, graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../auth/verify-token.ts';
import { createDataSources } from '../../context.ts';
import { buildGatewaySchema } from '../../schema/build-schema.ts';
import { resultCode } from '../../test-kit/execute.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const filter = { from: day(-14), to: day(-1), compareFrom: day(-28), compareTo: day(-15) };

const summaryQuery = `query S($filter: PerformanceFilter!) {
  performanceSummary(filter: $filter) { currencyCode buyBox oldBuyBox session conversion revenue oldRevenue units }
}`;
const skusQuery = `query G($filter: PerformanceFilter!) {
  performanceSkus(filter: $filter, groupBy: SKU, sortBy: "revenue", sortDirection: DESC, pageSize: 5) {
    count rows { id sellerSku asin brandCode brandName revenue oldRevenue pageViewsPercentage browserConversion }
  }
}`;
const metricQuery = `query M($filter: PerformanceFilter!) {
  performanceMetric(filter: $filter, metrics: [REVENUE, BUY_BOX], interval: DAY) { metric type data { date value } }
}`;

describe('overall performance through the gateway, against the real backend', () => {
  let backend: Backend;
  let backendUrl: string;
  let schema: GraphQLSchema;
  const tokens = new Map<string, string>();

  async function execAs(email: string, source: string, variables: Record<string, unknown> = {}) {
    const token = tokens.get(email) ?? '';
    const user = await createTokenVerifier(backendUrl)(token);
    const context = { token, dataSources: createDataSources(backendUrl, token) };
    return graphql({ schema, source, variableValues: variables, contextValue: { user, ...context } });
  }

  beforeAll(async () => {
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
    backendUrl = await backend.listen(0, '127.0.0.1');
    schema = buildGatewaySchema();
    for (const account of DEMO_ACCOUNTS) {
      const res = await fetch(`${backendUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
      });
      tokens.set(account.email, ((await res.json()) as { accessToken: string }).accessToken);
    }
  }, 180_000);
  afterAll(async () => {
    await backend?.close();
  });

  it('admits the five roles of mc, mr and ecom3k brands, and refuses api, ffp and aa (spec 1 §6.2)', async () => {
    const codes: Record<string, string> = {};
    for (const account of DEMO_ACCOUNTS) {
      codes[account.email] = resultCode(await execAs(account.email, summaryQuery, { filter }));
    }

    expect(codes).toEqual({
      'admin@demo.test': 'OK',
      'manager@demo.test': 'OK',
      'user@demo.test': 'OK',
      'agency@demo.test': 'OK',
      'api@demo.test': 'FORBIDDEN',
      'mc@demo.test': 'OK',
      'mr@demo.test': 'OK',
      'mr-sub@demo.test': 'OK',
      'ffp@demo.test': 'FORBIDDEN',
      'ffp-user@demo.test': 'FORBIDDEN',
      'ffp-inactive@demo.test': 'FORBIDDEN',
      'ecom3k@demo.test': 'OK',
      'aa@demo.test': 'FORBIDDEN',
    });
  });

  it('answers grid rows and the summary under their GraphQL names, old values when comparing', async () => {
    const grid = await execAs('admin@demo.test', skusQuery, { filter });
    const summary = await execAs('admin@demo.test', summaryQuery, { filter });
    const page = grid.data?.performanceSkus as { count: number; rows: Array<Record<string, unknown>> };
    const totals = summary.data?.performanceSummary as Record<string, unknown>;

    expect(grid.errors).toBeUndefined();
    expect(page.rows).toHaveLength(5);
    expect(page.count).toBeGreaterThan(5);
    expect(page.rows[0]).toMatchObject({ sellerSku: expect.any(String), brandName: expect.any(String) });
    expect(page.rows[0]?.oldRevenue).toEqual(expect.any(Number));
    expect(page.rows[0]?.browserConversion).toBeNull();
    expect(totals.currencyCode).toBe('USD');
    expect(totals.revenue).toBeGreaterThan(Number(page.rows[0]?.revenue));
    expect(totals.oldRevenue).toEqual(expect.any(Number));
  });

  it('answers a current and a previous series per metric, with GraphQL enum values', async () => {
    const result = await execAs('mr@demo.test', metricQuery, { filter });
    const series = result.data?.performanceMetric as Array<{ metric: string; type: string; data: unknown[] }>;

    expect(result.errors).toBeUndefined();
    expect(series.map((s) => `${s.type}:${s.metric}`)).toEqual([
      'CURRENT:REVENUE',
      'CURRENT:BUY_BOX',
      'PREVIOUS:REVENUE',
      'PREVIOUS:BUY_BOX',
    ]);
    expect(series[0]?.data).toHaveLength(14);
  });

  it('answers the sales view by week for two months, with last year beside each figure', async () => {
    const sales = `query($filter: SalesPerformanceFilter!) { salesPerformance(filter: $filter) {
      interval currencyCode totals { revenue lyRevenue asp } periods { period revenue lyRevenue }
      rows { brandCode brandName marketplaceId revenue lyRevenue } } }`;
    const result = await execAs('admin@demo.test', sales, { filter: { from: day(-60), to: day(-1) } });
    const answer = result.data?.salesPerformance as {
      interval: string;
      totals: { revenue: number; lyRevenue: number };
      periods: Array<{ revenue: number }>;
      rows: Array<{ brandName: string; revenue: number }>;
    };

    expect(result.errors).toBeUndefined();
    expect(answer.interval).toBe('WEEK');
    expect(answer.periods.length).toBeGreaterThanOrEqual(9);
    expect(answer.totals.lyRevenue).toBeGreaterThan(0);
    expect(answer.periods.reduce((s, p) => s + p.revenue, 0)).toBeCloseTo(answer.totals.revenue, 0);
    expect(answer.rows[0]?.brandName).toEqual(expect.any(String));
  });

  it('records page views of ecom3k users and refuses them to mc users', async () => {
    const mutation = 'mutation { recordPageView(path: "/performance") }';

    expect(resultCode(await execAs('ecom3k@demo.test', mutation))).toBe('OK');
    expect(resultCode(await execAs('mc@demo.test', mutation))).toBe('FORBIDDEN');
  });
});
