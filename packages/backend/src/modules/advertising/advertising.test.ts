import { AD_METRICS, MESSAGES } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';

const ADDITIVE_SP = ['impressions', 'clicks', 'advertising_cost', 'advertising_revenue', 'orders'];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(databasesUnderTest())('advertising performance on $name', (database) => {
  let api: TestApi;
  let admin: LoginAnswer;
  let mrSub: LoginAnswer;
  let mr: LoginAnswer;
  let agency: LoginAnswer;
  const range = `from=${day(-30)}&to=${day(-1)}`;
  const get = (session: LoginAnswer, path: string) => api.call('GET', path, { token: session.accessToken });

  beforeAll(async () => {
    api = await startTestBackend(database);
    admin = await api.login('admin@demo.test');
    mrSub = await api.login('mr-sub@demo.test');
    mr = await api.login('mr@demo.test');
    agency = await api.login('agency@demo.test');
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function allGroupRows(session: LoginAnswer, query: string) {
    const rows = [];
    for (let page = 0; ; page++) {
      const res = await get(
        session,
        `/advertising/performance/sp?displayType=group&${query}&page=${page}&pageSize=7`,
      );
      expect(res.status).toBe(200);
      rows.push(...res.body.rows);
      if (rows.length >= res.body.count) return { rows, count: res.body.count };
    }
  }

  it('summary equals the sum of the group rows, and the chart series sum to the same totals', async () => {
    const query = `${range}&brandCodes=MR100&groupBy=keyword`;
    const { rows, count } = await allGroupRows(admin, query);
    const summary = await get(admin, `/advertising/performance/sp?displayType=summary&${query}`);
    const chart = await get(admin, `/advertising/performance/sp?displayType=chart&${query}`);

    expect(count).toBeGreaterThan(7);
    expect(rows).toHaveLength(count);
    for (const metric of ADDITIVE_SP) {
      const total = summary.body.find((s: { metric: string }) => s.metric === metric).current;
      const rowSum = rows.reduce((sum: number, r: Record<string, number>) => sum + (r[metric] ?? 0), 0);
      const series = chart.body.find(
        (s: { type: string; metric: string }) => s.type === 'current' && s.metric === metric,
      );
      const chartSum = series.data.reduce((sum: number, p: { value: number }) => sum + p.value, 0);
      expect(total).toBeGreaterThan(0);
      expect(rowSum).toBeCloseTo(total, 1);
      expect(chartSum).toBeCloseTo(total, 1);
      expect(series.data).toHaveLength(30);
    }
  });

  it('gives each group the sums of its daily rows, read straight from the table', async () => {
    const { rows } = await allGroupRows(admin, `${range}&brandCodes=MR100&groupBy=campaign`);
    const direct = await sql<Record<string, string | number>>`
      select e.campaign_id as id, sum(p.impressions)::float8 as impressions, sum(p.clicks)::float8 as clicks,
        sum(p.advertising_cost)::float8 as advertising_cost, sum(p.advertising_revenue)::float8 as advertising_revenue,
        sum(p.orders)::float8 as orders
      from ad_performance_daily p join ad_entities e on e.id = p.entity_id
      where p.ad_type = 'sp' and p.marketplace_id = 'ATVPDKIKX0DER' and p.brand_code = 'MR100'
        and p.report_date between ${day(-30)}::date and ${day(-1)}::date and e.campaign_id is not null
      group by e.campaign_id`.execute(api.backend.db);

    expect(direct.rows.length).toBeGreaterThan(1);
    const byId = new Map(rows.map((r: Record<string, number | string>) => [String(r.id), r]));
    expect([...byId.keys()].sort()).toEqual(direct.rows.map((r) => String(r.id)).sort());
    for (const expected of direct.rows) {
      const row = byId.get(String(expected.id)) as Record<string, number>;
      for (const metric of ADDITIVE_SP)
        expect(row[metric], `${expected.id} ${metric}`).toBeCloseTo(Number(expected[metric]), 2);
    }
  });

  it('gives each group the whole sales of its brands (the TACoS base), read straight from the rollup', async () => {
    const { rows } = await allGroupRows(admin, `${range}&groupBy=brand`);
    const direct = await sql<{ brand_code: string; total: number }>`
      select brand_code, round(sum(total_sales), 2)::float8 as total from brand_daily_sales
      where marketplace_id = 'ATVPDKIKX0DER' and report_date between ${day(-30)}::date and ${day(-1)}::date
      group by brand_code`.execute(api.backend.db);
    const sales = new Map(direct.rows.map((r) => [r.brand_code, r.total]));

    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows as Array<{ id: string; revenue: number }>)
      expect(row.revenue, row.id).toBeCloseTo(sales.get(row.id) ?? 0, 2);
    expect(new Set(rows.map((r: { revenue: number }) => r.revenue)).size).toBeGreaterThan(3);

    // The summary's base: the whole sales of every brand with a row in the range.
    const summary = await get(admin, `/advertising/performance/sp?displayType=summary&${range}`);
    const total = summary.body.find((s: { metric: string }) => s.metric === 'revenue').current;
    const advertised = await sql<{ total: number }>`
      select round(sum(total_sales), 2)::float8 as total from brand_daily_sales
      where marketplace_id = 'ATVPDKIKX0DER' and report_date between ${day(-30)}::date and ${day(-1)}::date
        and brand_code in (select brand_code from ad_performance_daily where ad_type = 'sp'
          and marketplace_id = 'ATVPDKIKX0DER' and report_date between ${day(-30)}::date and ${day(-1)}::date)`.execute(
      api.backend.db,
    );
    expect(total).toBeCloseTo(advertised.rows[0]?.total ?? -1, 2);

    // One brand's chart: its days' whole sales add up to its summary's (a brand-scoped read).
    const brand = `${range}&brandCodes=MC001`;
    const chart = await get(admin, `/advertising/performance/sp?displayType=chart&${brand}`);
    const brandSummary = await get(admin, `/advertising/performance/sp?displayType=summary&${brand}`);
    const days = chart.body.find(
      (s: { type: string; metric: string }) => s.type === 'current' && s.metric === 'revenue',
    );
    const chartSum = days.data.reduce((sum: number, p: { value: number }) => sum + p.value, 0);
    const brandTotal = brandSummary.body.find((s: { metric: string }) => s.metric === 'revenue').current;
    expect(brandTotal).toBeGreaterThan(0);
    expect(chartSum).toBeCloseTo(brandTotal, 1);
  });

  it('computes acos and tacos from the summed parts, not as an average of rows', async () => {
    const summary = await get(
      admin,
      `/advertising/performance/sp?displayType=summary&${range}&brandCodes=MC001`,
    );
    const value = (m: string) => summary.body.find((s: { metric: string }) => s.metric === m).current;

    expect(value('acos')).toBeCloseTo((100 * value('advertising_cost')) / value('advertising_revenue'), 2);
    expect(value('tacos')).toBeCloseTo((100 * value('advertising_cost')) / value('revenue'), 2);
    expect(value('tacos')).toBeLessThan(value('acos'));
    expect(value('roas')).toBeCloseTo(value('advertising_revenue') / value('advertising_cost'), 2);
    expect(value('ctr')).toBeCloseTo((100 * value('clicks')) / value('impressions'), 2);
    expect(value('cpc')).toBeCloseTo(value('advertising_cost') / value('clicks'), 2);
    expect(value('cvr')).toBeCloseTo((100 * value('orders')) / value('clicks'), 2);
  });

  it('answers every metric of each ad type, with previous values in compare mode', async () => {
    for (const adType of ['sp', 'sb', 'attribution', 'dsp'] as const) {
      const res = await get(
        admin,
        `/advertising/performance/${adType}?displayType=summary&${range}&compareFrom=${day(-60)}&compareTo=${day(-31)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.map((s: { metric: string }) => s.metric)).toEqual(AD_METRICS[adType].map((m) => m.id));
      expect(res.body.every((s: { previous: number | null }) => s.previous !== null)).toBe(true);
    }
  });

  it('keeps a brand user to their brand and sub brands whatever they ask for', async () => {
    const own = await get(mrSub, `/advertising/performance/sp?displayType=group&${range}&groupBy=brand`);
    const foreign = await get(
      mrSub,
      `/advertising/performance/sp?displayType=group&${range}&brandCodes=MC001`,
    );
    const single = await get(mr, `/advertising/performance/sb?displayType=group&${range}&groupBy=brand`);

    expect(own.body.rows.map((r: { id: string }) => r.id).sort()).toEqual(['MR100', 'MR100-B', 'MR100-K']);
    // Naming another brand is refused, not answered with zeros (intended change: issue 11).
    expect(foreign.status).toBe(403);
    expect(single.body.rows.map((r: { id: string }) => r.id)).toEqual(['MR001']);
  });

  it('sorts, pages, searches and filters by marketplace', async () => {
    const base = `/advertising/performance/sp?displayType=group&${range}&groupBy=keyword&pageSize=5`;
    const first = await get(admin, `${base}&sortBy=clicks&sortDirection=desc`);
    const second = await get(admin, `${base}&sortBy=clicks&sortDirection=desc&page=1`);
    const asc = await get(admin, `${base}&sortBy=clicks&sortDirection=asc`);
    const search = await get(admin, `${base}&searchStr=coffee`);
    const uk = await get(
      admin,
      `/advertising/performance/sp?displayType=group&${range}&marketplace_id=A1F83G8C2ARO7P&groupBy=brand`,
    );

    const clicks = first.body.rows.map((r: { clicks: number }) => r.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    expect(second.body.rows[0].clicks).toBeLessThanOrEqual(clicks[4]);
    expect(asc.body.rows[0].clicks).toBeLessThanOrEqual(clicks[4]);
    expect(search.body.rows.length).toBeGreaterThan(0);
    expect(search.body.rows.every((r: { name: string }) => r.name.toLowerCase().includes('coffee'))).toBe(
      true,
    );
    expect(uk.body.rows.map((r: { id: string }) => r.id).sort()).toEqual(['E3K001', 'MR100']);
  });

  it('filters by account manager for admins and ignores the filter for standard agency users', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const path = `/advertising/performance/dsp?displayType=group&${range}&accountManagers=${nobody}`;
    expect((await get(admin, path)).body.count).toBe(0);
    expect((await get(agency, path)).body.count).toBeGreaterThan(0);
  });

  it.each([
    ['/advertising/performance/tv?displayType=group', 'adsType must be one of sp, sb, attribution, dsp'],
    ['/advertising/performance/sp?displayType=table', 'displayType must be one of group, summary, chart'],
    [
      '/advertising/performance/dsp?displayType=group&groupBy=keyword',
      "groupBy 'keyword' is not available for dsp",
    ],
    ['/advertising/performance/sp?displayType=group&from=2025-02-30x&to=2025-03-01', 'from must be a date'],
    [
      '/advertising/performance/sp?displayType=group&from=2025-03-02&to=2025-03-01',
      'The start date must not be after',
    ],
    [`/advertising/performance/sp?displayType=group&from=${day(-1)}&to=${day(5)}`, 'cannot end after today'],
    ['/advertising/performance/sp?displayType=group&page=-1', 'page must be between'],
    [
      '/advertising/performance/sp?displayType=group&sortBy=password',
      "sortBy 'password' is not a column of sp",
    ],
  ])('refuses %s with a clear 400', async (path, message) => {
    const res = await get(admin, path);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('needs a signed-in caller', async () => {
    expect((await api.call('GET', '/advertising/performance/sp?displayType=group')).status).toBe(401);
  });

  it('exports the table as a CSV behind a signed, short-lived link', async () => {
    const filters = { from: day(-30), to: day(-1), groupBy: 'campaign', brandCodes: ['MR100'] };
    const res = await api.call('POST', '/advertising/performance-download', {
      token: mrSub.accessToken,
      body: { filters, adsType: 'sp', displayType: 'group', marketplaceName: 'United States' },
    });
    const table = await get(mrSub, `/advertising/performance/sp?displayType=group&${range}&brandCodes=MR100`);

    expect(res.body.status).toBe(true);
    expect(res.body.message).toMatch(
      /^http:\/\/portal\.test\/advertising\/downloads\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    const path = new URL(res.body.message).pathname;
    const file = await fetch(`${api.url}${path}`);
    const lines = (await file.text()).trim().split('\n');
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(lines[0]).toBe('Name,Impressions,Clicks,Ad Spend (USD),Ad Revenue (USD),Orders,ACoS,ROAS');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
      table.body.rows.map((r: { name: string }) => r.name),
    );
    expect((await fetch(`${api.url}/advertising/downloads/not-a-token`)).status).toBe(404);
  });

  it('names the marketplace currency in the money headers of a UK export', async () => {
    const filters = { from: day(-30), to: day(-1), marketplace_id: 'A1F83G8C2ARO7P' };
    const res = await api.call('POST', '/advertising/performance-download', {
      token: admin.accessToken,
      body: { filters, adsType: 'dsp', displayType: 'group', marketplaceName: 'United Kingdom' },
    });
    const file = await fetch(`${api.url}${new URL(res.body.message).pathname}`);
    const header = (await file.text()).split('\n')[0];

    expect(header).toContain('Total Cost (GBP)');
    expect(header).toContain('Total Product Sales (GBP)');
  });

  it('answers an export with a false status and the reason when it cannot be made', async () => {
    const res = await api.call('POST', '/advertising/performance-download', {
      token: admin.accessToken,
      body: {
        adsType: 'sp',
        displayType: 'group',
        filters: {},
        sort: { sortBy: 'nope', sortDirection: 'desc' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("sortBy 'nope'");
  });

  it('seeds consistent numbers: orders ≤ clicks ≤ impressions, purchases ≤ atc ≤ dpv, 15 months deep', async () => {
    const { db } = api.backend;
    const bad = await sql<{ n: number }>`select count(*)::int as n from ad_performance_daily
      where orders > clicks or clicks > impressions or purchases > atc or atc > dpv
        or (ad_type = 'attribution' and (dpv > click_throughs or unit_sold > total_unit_sold))`.execute(db);
    const span = await sql<{ days: number }>`select (max(report_date) - min(report_date))::int as days
      from ad_performance_daily where brand_code = 'MR001'`.execute(db);
    expect(bad.rows[0]?.n).toBe(0);
    expect(span.rows[0]?.days).toBeGreaterThanOrEqual(450);
  });
});

describe.each(databasesUnderTest())('advertising authorization on $name', (database) => {
  let api: TestApi;
  let ecom: LoginAnswer;
  let mc: LoginAnswer;

  beforeAll(async () => {
    api = await startTestBackend(database);
    ecom = await api.login('ecom3k@demo.test');
    mc = await api.login('mc@demo.test');
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function startGrant() {
    const res = await api.call('GET', '/advertising/authorization-link/E3K001', { token: ecom.accessToken });
    expect(res.status).toBe(200);
    const link = new URL(res.body.link);
    return { link, params: Object.fromEntries(link.searchParams) as Record<string, string> };
  }

  it("grants access through the portal's callback and stores the refresh token encrypted", async () => {
    const { link, params } = await startGrant();
    const res = await api.call('POST', `/advertising/authorize/${params.state}`, {
      token: ecom.accessToken,
      body: { code: params.code, scope: params.scope },
    });
    const stored = await api.backend.db.selectFrom('advertising_authorizations').selectAll().execute();

    expect(link.pathname).toBe('/authorize-ads');
    expect(res.body).toEqual({
      status: true,
      message: MESSAGES.advertisingAuthorizationGranted,
      brand_code: 'E3K001',
    });
    expect(stored).toHaveLength(1);
    // Sealed by the secrets service: its format, with the key id (docs/decisions/0310).
    expect(stored[0]?.refresh_token_encrypted).toMatch(/^s1\.[\w-]+\./);
    expect(stored[0]?.refresh_token_encrypted).not.toContain('Atzr');
  });

  it('refuses a replayed state, a wrong code and a missing parameter', async () => {
    const { params } = await startGrant();
    const post = (state: string, body: object) =>
      api.call('POST', `/advertising/authorize/${state}`, { token: ecom.accessToken, body });
    expect((await post(params.state as string, { code: 'forged', scope: params.scope })).status).toBe(400);
    const missing = await post(params.state as string, { code: params.code });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.advertisingAuthorizationFailed);
    expect((await post(params.state as string, { code: params.code, scope: params.scope })).status).toBe(200);
    expect((await post(params.state as string, { code: params.code, scope: params.scope })).status).toBe(400);
  });

  it("refuses another brand's link and deauthorizes", async () => {
    const foreign = await api.call('GET', '/advertising/authorization-link/E3K001', {
      token: mc.accessToken,
    });
    const revoke = await api.call('POST', '/advertising/deauthorize/E3K001', { token: ecom.accessToken });
    const status = await api.call('GET', '/advertising/authorization/E3K001', { token: ecom.accessToken });

    expect(foreign.status).toBe(403);
    expect(revoke.body).toEqual({ ok: true });
    expect(status.body.authorized).toBe(false);
  });
});
