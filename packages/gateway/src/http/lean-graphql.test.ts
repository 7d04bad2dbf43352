import { ApolloServer } from '@apollo/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test-kit/gateway-harness.ts';

const brandAdmin = {
  sub: '7',
  email: 'ffp@demo.test',
  role: 'brand-user',
  brand_type: 'ffp',
  brand_admin: true,
  active_brand_subscription: true,
  brand_code: 'FFP1',
  sub_brand_codes: [],
};

interface Wire {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  body: string;
}

async function wire(response: Response): Promise<Wire> {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

describe('signed-in queries on the lean path', () => {
  let harness: GatewayHarness;
  let token: string;

  beforeAll(async () => {
    harness = await startGatewayHarness();
    token = await harness.upstream.signToken(brandAdmin);
    harness.upstream.app.get('/users/me', (_req, res) => {
      res.json({
        userId: 7,
        email: 'ffp@demo.test',
        name: 'Ffp Admin',
        role: 'brand-user',
        brand_type: 'ffp',
        brand_admin: true,
        active_brand_subscription: true,
        brand_code: 'FFP1',
        brand_name: 'Fresh Foods',
        sub_brand_codes: [],
        viewed_articles: [],
      });
    });
    harness.upstream.app.get('/brands/get-authorized-marketplaces', (_req, res) => {
      res.status(500).json({ message: 'database exploded at line 12' });
    });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => harness.close());

  /** The same operation POSTed (lean path) and sent as GET (express and Apollo), as the wire shows them. */
  async function bothPaths(query: string, headers: Record<string, string> = {}) {
    const apolloCalls = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
    const authorization = `Bearer ${token}`;
    const lean = await fetch(`${harness.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const leanWire = await wire(lean);
    const callsForPost = apolloCalls.mock.calls.length;
    const apollo = await fetch(`${harness.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { ...headers, authorization, 'apollo-require-preflight': 'true' },
    });
    return { lean: leanWire, apollo: await wire(apollo), callsForPost };
  }

  it('answers a query without Apollo, byte for byte as Apollo answers it', async () => {
    const { lean, apollo, callsForPost } = await bothPaths('{ me { email role brandCode } }');

    expect(callsForPost).toBe(0);
    expect(JSON.parse(lean.body)).toEqual({
      data: { me: { email: 'ffp@demo.test', role: 'BRAND_USER', brandCode: 'FFP1' } },
    });
    expect(lean).toEqual(apollo);
  });

  it('refuses a field the caller may not read with the same error Apollo gives', async () => {
    const { lean, apollo, callsForPost } = await bothPaths('{ health brandRoleAssignees { id } }');

    expect(callsForPost).toBe(0);
    expect(JSON.parse(lean.body).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(lean).toEqual(apollo);
  });

  it('masks an upstream failure as Apollo does, saying nothing of its internals', async () => {
    const { lean, apollo } = await bothPaths('{ authorizedMarketplaces { marketplaceId } }');

    expect(lean.body).not.toMatch(/exploded/);
    expect(JSON.parse(lean.body).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(lean).toEqual(apollo);
  });

  it('answers fragments, aliases and __typename as Apollo does (compiled documents)', async () => {
    const query =
      'query Who { mine: me { ...Names __typename } health } fragment Names on Viewer { email brandCode subBrandCodes }';
    const { lean, apollo, callsForPost } = await bothPaths(query);

    expect(callsForPost).toBe(0);
    expect(JSON.parse(lean.body).data.mine).toMatchObject({ email: 'ffp@demo.test', __typename: 'Viewer' });
    expect(lean).toEqual(apollo);
  });

  it.each([
    '*/*',
    'application/json',
    'application/graphql-response+json',
    'application/graphql-response+json,application/json;q=0.9',
  ])('chooses the content type Apollo chooses for Accept: %s', async (accept) => {
    const { lean, apollo, callsForPost } = await bothPaths('{ health }', { accept });

    expect(callsForPost).toBe(0);
    expect(lean).toEqual(apollo);
  });

  it('leaves an Accept header it does not know to Apollo', async () => {
    const { lean, apollo, callsForPost } = await bothPaths('{ health }', { accept: 'text/html' });

    expect(callsForPost).toBe(1);
    expect(lean).toEqual(apollo);
  });
});
