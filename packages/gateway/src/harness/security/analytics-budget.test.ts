import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_EXTRA_DAYS_BUDGET, analyticsBudgetMessage } from '../../schema/analytics-cost.ts';
import { type GatewayHarness, startGatewayHarness } from '../../test-kit/gateway-harness.ts';
import { postGraphQL } from '../../test-kit/graphql-http.ts';
import { wsAnswer } from './ws-answer.ts';

// Issue 28 finding 8: cost was counted per field, so 15 aliased year-long analytics in one request
// passed graphql-armor's cost rule and all 15 reached the backend. Now the periods of a request are
// added up across aliases: beyond its longest period, a request may add ANALYTICS_EXTRA_DAYS_BUDGET.
const YEAR = { from: '2025-01-01', to: '2025-12-31' }; // 365 days
const admin = { sub: '1', role: 'admin', email: 'admin@demo.test', sid: 's-admin' };

const aliased = (count: number) =>
  `query Years($filter: InsightsFilter!) { ${Array.from(
    { length: count },
    (_, i) => `y${i}: insights(card: SUMMARY, filter: $filter) { value }`,
  ).join(' ')} }`;
const aliasedLiterals = (count: number) =>
  `{ ${Array.from(
    { length: count },
    (_, i) => `y${i}: insights(card: SUMMARY, filter: { from: "${YEAR.from}", to: "${YEAR.to}" }) { value }`,
  ).join(' ')} }`;

describe('analytics work counted across aliases', () => {
  let harness: GatewayHarness;
  let token: string;
  let upstreamCalls = 0;
  beforeAll(async () => {
    harness = await startGatewayHarness();
    harness.upstream.app.post('/summary', (_req, res) => {
      upstreamCalls++;
      res.json([]);
    });
    token = await harness.upstream.signToken(admin);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('refuses 15 aliased year-long analytics in words, before any reaches the backend', async () => {
    upstreamCalls = 0;

    const answer = await postGraphQL(harness.url, aliased(15), { filter: YEAR }, token);

    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('ANALYTICS_BUDGET_EXCEEDED');
    expect(answer.errors?.[0]?.message).toBe(analyticsBudgetMessage(14 * 365));
    // Old code: all 15 ran (upstreamCalls was 15).
    expect(upstreamCalls).toBe(0);
  });

  it('refuses the same document with its periods written in, and over graphql-ws', async () => {
    upstreamCalls = 0;

    const http = await postGraphQL(harness.url, aliasedLiterals(15), {}, token);
    const ws = await wsAnswer(harness.url, aliasedLiterals(15), token);

    expect(http.errors?.[0]?.extensions?.code).toBe('ANALYTICS_BUDGET_EXCEEDED');
    expect(ws.type).toBe('error');
    expect(JSON.stringify(ws.payload)).toContain('ANALYTICS_BUDGET_EXCEEDED');
    expect(upstreamCalls).toBe(0);
  });

  it('counts a comparison period too', async () => {
    const answer = await postGraphQL(
      harness.url,
      aliased(3),
      { filter: { ...YEAR, compareFrom: '2024-01-01', compareTo: '2024-12-31' } },
      token,
    );

    expect(answer.errors?.[0]?.message).toBe(analyticsBudgetMessage(2 * (365 + 366)));
  });

  it('answers requests within the budget: one long period, or a few year-long ones', async () => {
    upstreamCalls = 0;
    const decade = { from: '2016-01-01', to: '2025-12-31' };
    const within = Math.floor(ANALYTICS_EXTRA_DAYS_BUDGET / 365) + 1;

    const long = await postGraphQL(harness.url, aliased(1), { filter: decade }, token);
    const few = await postGraphQL(harness.url, aliased(within), { filter: YEAR }, token);

    expect(long.errors).toBeUndefined();
    expect(few.errors).toBeUndefined();
    expect(upstreamCalls).toBe(1 + within);
  });
});
