import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test-kit/gateway-harness.ts';
import { outcome, postGraphQL } from '../test-kit/graphql-http.ts';

const claims = {
  sub: '7',
  email: 'ffp@demo.test',
  role: 'brand-user',
  brand_type: 'ffp',
  brand_admin: true,
  active_brand_subscription: true,
  brand_code: 'FFP1',
  sub_brand_codes: [],
  sid: 'family-1',
};

describe('authentication with the backend-signed access token', () => {
  let harness: GatewayHarness;
  let seenAuthorization: string | undefined;

  beforeAll(async () => {
    harness = await startGatewayHarness();
    harness.upstream.app.get('/users/me', (req, res) => {
      seenAuthorization = req.headers.authorization;
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
        sub_brand_codes: ['FFP1-A'],
        viewed_articles: ['dashboard'],
      });
    });
  });
  afterAll(() => harness.close());

  it('turns a valid token into the caller and passes it through as the bearer', async () => {
    const token = await harness.upstream.signToken(claims);

    const result = await postGraphQL(
      harness.url,
      '{ me { userId role brandType brandName subBrandCodes viewedArticles } }',
      {},
      token,
    );

    expect(result.data?.me).toEqual({
      userId: '7',
      role: 'BRAND_USER',
      brandType: 'FFP',
      brandName: 'Fresh Foods',
      subBrandCodes: ['FFP1-A'],
      viewedArticles: ['dashboard'],
    });
    expect(seenAuthorization).toBe(`Bearer ${token}`);
  });

  it('treats an expired token as not signed in', async () => {
    const token = await harness.upstream.signToken(claims, '-1m');

    expect(outcome(await postGraphQL(harness.url, '{ me { userId } }', {}, token))).toBe('UNAUTHENTICATED');
  });

  it('treats a token signed by another key as not signed in', async () => {
    const stranger = await (await import('../test-kit/fake-upstream.ts')).startFakeUpstream();
    const token = await stranger.signToken(claims);
    await stranger.close();

    expect(outcome(await postGraphQL(harness.url, '{ me { userId } }', {}, token))).toBe('UNAUTHENTICATED');
  });

  it('keeps public fields working with a bad token', async () => {
    const result = await postGraphQL(harness.url, '{ health }', {}, 'not-a-token');

    expect(result.data?.health).toBe('ok');
  });
});
