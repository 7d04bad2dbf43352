import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../test-kit/gateway-harness.ts';
import { postGraphQL } from '../test-kit/graphql-http.ts';

describe('the caller address reaches the backend', () => {
  let harness: GatewayHarness;
  const seen: Array<string | undefined> = [];

  beforeAll(async () => {
    // One proxy hop configured (TRUST_PROXY=1); with none the header is ignored
    // (harness/security/client-address.test.ts).
    harness = await startGatewayHarness({ trustProxy: 1 });
    harness.upstream.app.post('/auth/login', (req, res) => {
      seen.push(req.headers['x-forwarded-for'] as string | undefined);
      res.status(401).json({ statusCode: 401, message: 'Email or password is incorrect' });
    });
  });
  afterAll(() => harness.close());

  it('forwards the browser address so per-address login limits see each client', async () => {
    await postGraphQL(harness.url, 'mutation { login(email: "a@demo.test", password: "x") { accessToken } }');

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/127\.0\.0\.1|::1/);
  });

  it('takes the forwarded address when the request comes through the configured proxy hop', async () => {
    seen.length = 0;

    await fetch(`${harness.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({
        query: 'mutation { login(email: "a@demo.test", password: "x") { accessToken } }',
      }),
    });

    expect(seen).toEqual(['203.0.113.7']);
  });
});
