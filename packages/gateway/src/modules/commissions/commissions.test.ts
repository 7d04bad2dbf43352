import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../index.ts';
import { type GraphQLAnswer, outcome, postGraphQL } from '../../test-kit/graphql-http.ts';

const login = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const ruleQuery = `query Rule($brandCode: String!) {
  commissionRule(brandCode: $brandCode) { brandCode currencyCode fixed minimum operator
    tiers { compareVar compareThreshold value valueVar valueFrom valueTo } }
}`;
const tableQuery = `query Table($from: String!, $to: String!) {
  brandCommissions(from: $from, to: $to) { brandCode name value predicted oldValue }
  commissionMetric(from: $from, to: $to) { metric type currencyCode data { date value predicted } }
}`;
const detailQuery = `query Detail($brandCode: String!, $from: String!, $to: String!) {
  commissionDetail(brandCode: $brandCode, from: $from, to: $to) {
    brandCode value predicted months { month sales salesPercentage value predicted daysLoaded daysInMonth }
  }
}`;
const waive = `mutation Waive($brandCode: String!, $month: String!, $salesPercentage: Float!) {
  waiveCommission(brandCode: $brandCode, month: $month, salesPercentage: $salesPercentage) { brandCode month salesPercentage }
}`;
const overrideQuery = `query Override($brandCode: String!, $month: String!) {
  commissionOverride(brandCode: $brandCode, month: $month) { salesPercentage }
}`;

describe('commissions through the gateway and the real backend', () => {
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  const tokens = new Map<string, string>();

  async function as<T = Record<string, unknown>>(
    email: string,
    query: string,
    variables: Record<string, unknown>,
  ) {
    if (!tokens.has(email)) {
      const answer = await postGraphQL<{ login: { accessToken: string } }>(url, login, {
        email,
        password: DEMO_PASSWORD,
      });
      if (!answer.data?.login) throw new Error(`sign-in of ${email} failed`);
      tokens.set(email, answer.data.login.accessToken);
    }
    return postGraphQL<T>(url, query, variables, tokens.get(email)) as Promise<GraphQLAnswer<T>>;
  }

  beforeAll(async () => {
    backend = await createBackend({
      pgliteDataDir: 'memory://',
      seed: 'demo',
      logger: false,
      publicUrl: 'http://portal.test',
    });
    const backendUrl = await backend.listen(0, '127.0.0.1');
    gateway = await createGateway({ upstreamUrl: backendUrl, development: false });
    url = await gateway.listen(0, '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  it.each([
    ['admin@demo.test', 'OK'],
    ['manager@demo.test', 'OK'],
    ['user@demo.test', 'FORBIDDEN'],
    ['agency@demo.test', 'FORBIDDEN'],
    ['mc@demo.test', 'FORBIDDEN'],
    ['api@demo.test', 'FORBIDDEN'],
  ])('commissionRule and waiveCommission as %s answer %s', async (email, expected) => {
    const rule = await as(email, ruleQuery, { brandCode: 'MR100' });
    const waived = await as(email, waive, { brandCode: 'MR100', month: '2025-06', salesPercentage: 3 });

    expect([outcome(rule), outcome(waived)]).toEqual([expected, expected]);
  });

  it('maps the rule’s tiers to the GraphQL enums', async () => {
    const answer = await as<{
      commissionRule: { operator: string; tiers: Array<{ compareVar: string; valueVar: string }> };
    }>('admin@demo.test', ruleQuery, { brandCode: 'MR100' });

    expect(answer.data?.commissionRule.operator).toBe('AND');
    expect(answer.data?.commissionRule.tiers.map((t) => [t.compareVar, t.valueVar])).toEqual([
      ['SALES', 'PERCENTAGE'],
      ['UNITS', 'FIXED'],
    ]);
  });

  it('answers null for a brand without a rule', async () => {
    const answer = await as<{ commissionRule: unknown }>('admin@demo.test', ruleQuery, {
      brandCode: 'FFP002',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.commissionRule).toBeNull();
  });

  it('agrees between the table, the chart and the detail', async () => {
    const range = { from: '2026-01-01', to: '2026-06-30' };
    const table = await as<{
      brandCommissions: Array<{
        brandCode: string;
        value: number;
        predicted: number;
        oldValue: number | null;
      }>;
      commissionMetric: Array<{ type: string; data: Array<{ value: number }> }>;
    }>('admin@demo.test', tableQuery, range);
    const detail = await as<{ commissionDetail: { value: number; predicted: number; months: unknown[] } }>(
      'admin@demo.test',
      detailQuery,
      { brandCode: 'MC001', ...range },
    );

    const mc = table.data?.brandCommissions.find((r) => r.brandCode === 'MC001');
    expect(mc).toMatchObject({ value: detail.data?.commissionDetail.value, oldValue: null });
    expect(detail.data?.commissionDetail.months).toHaveLength(6);
    expect(table.data?.commissionMetric.map((s) => s.type)).toEqual(['CURRENT']);
    const chart = table.data?.commissionMetric[0]?.data.reduce((sum, p) => sum + p.value, 0) ?? 0;
    const rows = table.data?.brandCommissions.reduce((sum, r) => sum + r.value, 0) ?? 0;
    expect(chart).toBeCloseTo(rows, 2);
  });

  it('stores a waiver that the override query and the detail then show', async () => {
    const month = '2025-11';
    const waived = await as<{ waiveCommission: { salesPercentage: number } }>('manager@demo.test', waive, {
      brandCode: 'MR001',
      month,
      salesPercentage: 7.5,
    });
    const override = await as<{ commissionOverride: { salesPercentage: number } }>(
      'admin@demo.test',
      overrideQuery,
      {
        brandCode: 'MR001',
        month,
      },
    );
    const detail = await as<{ commissionDetail: { months: Array<{ salesPercentage: number }> } }>(
      'admin@demo.test',
      detailQuery,
      { brandCode: 'MR001', from: `${month}-01`, to: `${month}-30` },
    );

    expect(waived.data?.waiveCommission.salesPercentage).toBe(7.5);
    expect(override.data?.commissionOverride.salesPercentage).toBe(7.5);
    expect(detail.data?.commissionDetail.months[0]?.salesPercentage).toBe(7.5);
  });

  it('passes the backend’s 400 on a waiver over 100 percent as a bad input', async () => {
    const answer = await as('admin@demo.test', waive, {
      brandCode: 'MR001',
      month: '2025-10',
      salesPercentage: 120,
    });
    expect(outcome(answer)).toBe('BAD_USER_INPUT');
  });
});
