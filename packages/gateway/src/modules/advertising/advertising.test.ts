import { type Backend, createBackend, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/backend';
import { MESSAGES } from '@portal/schema';
import { type GraphQLSchema, graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../auth/verify-token.ts';
import { createDataSources } from '../../context.ts';
import { createGateway, type Gateway } from '../../index.ts';
import { buildGatewaySchema } from '../../schema/build-schema.ts';
import { resultCode } from '../../test-kit/execute.ts';
import { postGraphQL } from '../../test-kit/graphql-http.ts';
import { ACCOUNT_MANAGER_FILTER_REFUSED } from './resolvers/advertising-resolvers.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const filter = { from: day(-14), to: day(-1), compareFrom: day(-28), compareTo: day(-15) };

const summaryQuery = `query S($filter: AdPerformanceFilter) {
  adPerformanceSummary(adType: SP, filter: $filter) { metric current previous }
}`;
const groupQuery = `query G($filter: AdPerformanceFilter) {
  adPerformanceGroup(adType: SP, filter: $filter) { count rows { id name impressions clicks advertisingCost advertisingRevenue orders acos } }
}`;

describe('advertising through the gateway, against the real backend', () => {
  let backend: Backend;
  let backendUrl: string;
  let gateway: Gateway;
  let gatewayUrl: string;
  let schema: GraphQLSchema;
  const tokens = new Map<string, string>();

  /** Runs an operation as a demo account, with the data sources and user the gateway would build. */
  async function execAs(email: string, source: string, variables: Record<string, unknown> = {}) {
    const token = tokens.get(email) ?? '';
    const user = await createTokenVerifier(backendUrl)(token);
    const context = { token, dataSources: createDataSources(backendUrl, token) };
    return graphql({ schema, source, variableValues: variables, contextValue: { user, ...context } });
  }

  beforeAll(async () => {
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
    backendUrl = await backend.listen(0, '127.0.0.1');
    gateway = await createGateway({ upstreamUrl: backendUrl, development: false });
    gatewayUrl = await gateway.listen(0, '127.0.0.1');
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
    await gateway?.close();
    await backend?.close();
  });

  it('admits staff and mc, mr and ecom3k brand users, and refuses api, ffp and aa', async () => {
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

  it('answers the summary with previous values, equal to the sum of the group rows', async () => {
    const summary = await execAs('mr-sub@demo.test', summaryQuery, { filter });
    const group = await execAs('mr-sub@demo.test', groupQuery, { filter: { ...filter, pageSize: 100 } });
    const data = summary.data as {
      adPerformanceSummary: Array<{ metric: string; current: number; previous: number }>;
    };
    const page = (group.data as { adPerformanceGroup: { count: number; rows: Array<{ clicks: number }> } })
      .adPerformanceGroup;
    const clicks = data.adPerformanceSummary.find((s) => s.metric === 'CLICKS');

    expect(page.rows).toHaveLength(page.count);
    expect(clicks?.previous).toBeGreaterThan(0);
    expect(page.rows.reduce((sum, r) => sum + r.clicks, 0)).toBe(clicks?.current);
  });

  it('refuses the account-manager filter to standard agency and brand users, and takes it from admins', async () => {
    const withManagers = { filter: { ...filter, accountManagers: ['00000000-0000-4000-8000-000000000000'] } };
    const agency = await execAs('agency@demo.test', groupQuery, withManagers);
    const mr = await execAs('mr@demo.test', groupQuery, withManagers);
    const admin = await execAs('admin@demo.test', groupQuery, withManagers);

    expect(resultCode(agency)).toBe('FORBIDDEN');
    expect(agency.errors?.[0]?.message).toBe(ACCOUNT_MANAGER_FILTER_REFUSED);
    expect(resultCode(mr)).toBe('FORBIDDEN');
    expect(admin.data).toEqual({ adPerformanceGroup: { count: 0, rows: [] } });
  });

  it("offers in an ad type's brand filter only the brands that have advertising of that type", async () => {
    const source = 'query B($adType: AdType) { brandIds(adType: $adType) { brandCode } }';
    const codes = async (adType: string | null) =>
      (
        (await execAs('admin@demo.test', source, { adType })).data as {
          brandIds: Array<{ brandCode: string }>;
        }
      ).brandIds.map((b) => b.brandCode);
    const all = await codes(null);
    const dsp = await codes('DSP');
    const withDsp = await backend.db
      .selectFrom('ad_entities')
      .select('brand_code')
      .distinct()
      .where('ad_type', '=', 'dsp')
      .execute();

    expect(dsp.sort()).toEqual(withDsp.map((r) => r.brand_code).sort());
    expect(dsp.length).toBeLessThan(all.length);
  });

  it('passes a bad group-by back as BAD_USER_INPUT with the reason', async () => {
    const answer = await execAs('admin@demo.test', groupQuery, { filter: { groupBy: 'ADVERTISER' } });
    expect(resultCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain("groupBy 'advertiser' is not available for sp");
  });

  it('exports a CSV whose link downloads through the gateway', async () => {
    const answer = await postGraphQL<{ downloadAdPerformance: { status: boolean; message: string } }>(
      gatewayUrl,
      `mutation D($filter: AdPerformanceFilter) { downloadAdPerformance(adType: DSP, filter: $filter) { status message } }`,
      { filter: { ...filter, groupBy: 'BRAND' } },
      tokens.get('mc@demo.test'),
    );
    const link = new URL(answer.data?.downloadAdPerformance.message ?? '');
    const file = await fetch(`${gatewayUrl}${link.pathname}`);

    expect(answer.data?.downloadAdPerformance.status).toBe(true);
    expect(file.status).toBe(200);
    const lines = (await file.text()).trim().split('\n');
    // The DSP export leads with Impressions and Total Cost, and money columns name their currency.
    expect(lines[0]).toBe(
      'Name,Impressions,Total Cost (USD),Click-throughs,Detail Page Views,Add to Cart,Total Purchases,Total Product Sales (USD)',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Northwind Outdoors']);
  });

  it('grants advertising access for an ecom3k brand admin through link and callback', async () => {
    const link = await execAs('ecom3k@demo.test', '{ advertisingAuthorizationLink(brandCode: "E3K001") }');
    const url = new URL((link.data as { advertisingAuthorizationLink: string }).advertisingAuthorizationLink);
    const params = Object.fromEntries(url.searchParams);
    const grant = await execAs(
      'ecom3k@demo.test',
      'mutation A($state: String!, $code: String!, $scope: String!) { authorizeAdvertising(state: $state, code: $code, scope: $scope) { status message brandCode } }',
      params,
    );
    const refused = await execAs('mc@demo.test', '{ advertisingAuthorizationLink(brandCode: "MC001") }');

    expect(grant.data).toEqual({
      authorizeAdvertising: {
        status: true,
        message: MESSAGES.advertisingAuthorizationGranted,
        brandCode: 'E3K001',
      },
    });
    expect(resultCode(refused)).toBe('FORBIDDEN');
  });
});
