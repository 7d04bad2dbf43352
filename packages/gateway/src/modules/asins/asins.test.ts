import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../index.ts';
import { type GraphQLAnswer, postGraphQL } from '../../test-kit/graphql-http.ts';

const login = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const page = `query Page($filterValue: String) {
  asins(filterField: BRAND_CODE, filterValue: $filterValue, sortField: ASIN, sortOrder: DESC, pageSize: 5) {
    count rows { asin brandCode brandName accountManager watched }
  }
}`;
const one = `query One($asin: String!) { asin(asin: $asin) { asin brandCode brandName watched } }`;
const watch = `mutation Watch($asin: String!, $watched: Boolean!) { watchAsin(asin: $asin, watched: $watched) }`;
const dashboard = `query Dashboard {
  watchlist { currency through asins { asin revenue1d revenue7d revenue30d } }
  gainers: asinMovers(direction: GAINERS, window: D7) { rows { asin revenueAmount } }
  losers: brandMovers(direction: LOSERS, window: D30) { rows { brandCode brandName revenueAmount } }
  newBrands { brandCode revenue30d }
}`;

describe('ASINs and the dashboard through the gateway and the real backend', () => {
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  const tokens = new Map<string, string>();

  async function as<T = Record<string, unknown>>(email: string, query: string, variables = {}) {
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
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
    gateway = await createGateway({ upstreamUrl: await backend.listen(0, '127.0.0.1'), development: false });
    url = await gateway.listen(0, '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  it('pages a brand’s ASINs with the filter the grid sends', async () => {
    const answer = await as<{ asins: { count: number; rows: { asin: string; brandCode: string }[] } }>(
      'admin@demo.test',
      page,
      { filterValue: 'MC001' },
    );

    expect(answer.errors).toBeUndefined();
    const rows = answer.data?.asins.rows ?? [];
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.brandCode === 'MC001')).toBe(true);
    expect(rows.map((r) => r.asin)).toEqual([...rows.map((r) => r.asin)].sort().reverse());
  });

  it('answers null for another brand’s ASIN and FORBIDDEN for a brand user’s brand filter', async () => {
    const staff = await as<{ asins: { rows: { asin: string }[] } }>('admin@demo.test', page, {
      filterValue: 'MC001',
    });
    const foreign = staff.data?.asins.rows[0]?.asin;

    const hidden = await as<{ asin: unknown }>('mr@demo.test', one, { asin: foreign });
    const filtered = await as('mr@demo.test', page, { filterValue: 'MC001' });

    expect(hidden.errors).toBeUndefined();
    expect(hidden.data?.asin).toBeNull();
    expect(filtered.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows a watched ASIN in the dashboard watchlist, with movers and new brands alongside', async () => {
    const mine = await as<{ asins: { rows: { asin: string }[] } }>('manager@demo.test', page, {
      filterValue: 'MR100',
    });
    const asin = mine.data?.asins.rows[0]?.asin as string;
    await as('manager@demo.test', watch, { asin, watched: true });

    const answer = await as<{
      watchlist: { currency: string; asins: { asin: string }[] };
      gainers: { rows: { revenueAmount: number }[] };
      losers: { rows: { revenueAmount: number }[] };
    }>('manager@demo.test', dashboard);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.watchlist.currency).toBe('USD');
    expect(answer.data?.watchlist.asins.map((a) => a.asin)).toEqual([asin]);
    expect(answer.data?.gainers.rows.every((r) => r.revenueAmount > 0)).toBe(true);
    expect(answer.data?.losers.rows.every((r) => r.revenueAmount < 0)).toBe(true);
  });

  it('refuses the ASIN update to a brand user at the gateway', async () => {
    const answer = await as(
      'mr@demo.test',
      `mutation { updateAsin(input: { asin: "B000000000", brandCode: "MR001" }) { asin } }`,
    );

    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers an ASIN’s performance with previous values and one series per metric and period', async () => {
    const mine = await as<{ asins: { rows: { asin: string }[] } }>('admin@demo.test', page, {
      filterValue: 'MC001',
    });
    const asin = mine.data?.asins.rows[0]?.asin as string;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

    const answer = await as<{
      asinPerformance: {
        summary: { revenue: number; oldRevenue: number | null };
        series: { type: string }[];
      };
    }>(
      'admin@demo.test',
      `query P($asin: String!, $from: String!, $to: String!, $cf: String, $ct: String) {
        asinPerformance(asin: $asin, from: $from, to: $to, compareFrom: $cf, compareTo: $ct,
          metrics: [REVENUE, BUY_BOX], interval: DAY) {
          currency summary { revenue oldRevenue } skus { sellerSku } series { metric type data { date value } }
        }
      }`,
      { asin, from: day(7), to: day(1), cf: day(14), ct: day(8) },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.asinPerformance.summary.oldRevenue).not.toBeNull();
    expect(answer.data?.asinPerformance.series.map((s) => s.type)).toEqual([
      'current',
      'current',
      'previous',
      'previous',
    ]);
  });

  const marketData = `query Market($asin: String!) {
    asinInventory(asin: $asin, paging: { pageSize: 3, sortField: "quantity", sortOrder: DESC }) {
      count rows { sellerSku fulfillmentCenterId detailedDisposition quantity date }
    }
    asinProductOffers(asin: $asin, paging: { pageSize: 50 }) { count rows { isBuyBoxWinner shipsFromCountry date } }
  }`;
  const fees = `query Fees($asin: String!) { asinFeesEstimate(asin: $asin) { count rows { feesEstimateAmount } } }`;

  it('answers an ASIN’s inventory sorted as asked and its offers to staff', async () => {
    const staff = await as<{ asins: { rows: { asin: string }[] } }>('admin@demo.test', page, {
      filterValue: 'MC001',
    });
    type Market = {
      asinInventory: { count: number; rows: { quantity: number }[] };
      asinProductOffers: {
        count: number;
        rows: { isBuyBoxWinner: boolean; shipsFromCountry: string | null }[];
      };
    };
    const asins = staff.data?.asins.rows.map((r) => r.asin) ?? [];
    const answers = await Promise.all(
      asins.map((asin) => as<Market>('manager@demo.test', marketData, { asin })),
    );

    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    const stocked = answers.find((a) => (a.data?.asinInventory.count ?? 0) > 0);
    const quantities = stocked?.data?.asinInventory.rows.map((r) => r.quantity) ?? [];
    expect(quantities.length).toBeGreaterThan(0);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    expect(answers[0]?.data?.asinProductOffers.rows.some((r) => r.isBuyBoxWinner)).toBe(true);
    expect(answers[0]?.data?.asinProductOffers.rows[0]?.shipsFromCountry).toEqual(expect.any(String));
  });

  it('refuses a brand user the fees estimate (FORBIDDEN) but not its own ASIN’s inventory', async () => {
    const own = await as<{ asins: { rows: { asin: string }[] } }>(
      'mc@demo.test',
      'query Own { asins(pageSize: 1) { rows { asin } } }',
    );
    const asin = own.data?.asins.rows[0]?.asin;

    const refused = await as('mc@demo.test', fees, { asin });
    const inventory = await as(
      'mc@demo.test',
      `query I($asin: String!) { asinInventory(asin: $asin) { count } }`,
      { asin },
    );

    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(inventory.errors).toBeUndefined();
  });

  it('adds, lists and deletes an ASIN’s keywords as admin, and answers their ranks with the chart', async () => {
    const mine = await as<{ asins: { rows: { asin: string }[] } }>('admin@demo.test', page, {
      filterValue: 'MC001',
    });
    const asin = mine.data?.asins.rows[1]?.asin as string;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    type Saved = { saveAsinKeyword: { count: number; rows: { id: string; keyword: string }[] } };

    const saved = await as<Saved>(
      'admin@demo.test',
      `mutation S($asin: String!) { saveAsinKeyword(asin: $asin, keyword: "gateway one, gateway two") { count rows { id keyword } } }`,
      { asin },
    );
    const ids = saved.data?.saveAsinKeyword.rows
      .filter((r) => r.keyword.startsWith('gateway'))
      .map((r) => r.id);
    const ranks = await as<{ asinKeywordSearchResults: { rows: { keyword: string }[]; interval: string } }>(
      'admin@demo.test',
      `query R($asin: String!, $from: String!, $to: String!) {
        asinKeywordSearchResults(asin: $asin, from: $from, to: $to) { rows { keyword avgRank oldAvgRank } interval series { keyword data { date rank } } }
      }`,
      { asin, from: day(7), to: day(1) },
    );
    const deleted = await as<{ deleteAsinKeywords: number }>(
      'admin@demo.test',
      `mutation D($asin: String!, $ids: [ID!]!) { deleteAsinKeywords(asin: $asin, keywordIds: $ids) }`,
      { asin, ids },
    );

    expect(saved.errors).toBeUndefined();
    expect(ids).toHaveLength(2);
    expect(ranks.data?.asinKeywordSearchResults.interval).toBe('DAY');
    expect(ranks.data?.asinKeywordSearchResults.rows.map((r) => r.keyword)).toContain('gateway one');
    expect(deleted.data?.deleteAsinKeywords).toBe(2);
  });

  it('refuses an ASIN’s keywords to a brand user at the gateway', async () => {
    const answer = await as('mr@demo.test', `query { asinKeywords(asin: "B000000000") { count } }`);

    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
