import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayEnv } from '../../config/env.ts';
import { createGateway, type Gateway } from '../../index.ts';
import { type FakeUpstream, startFakeUpstream } from '../../test-kit/fake-upstream.ts';
import { postGraphQL } from '../../test-kit/graphql-http.ts';
import { wsAnswer } from './ws-answer.ts';

// Finding 3: `npm start` ran the gateway in development mode.
const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('the gateway as configured by default', () => {
  let upstream: FakeUpstream;
  let gateway: Gateway;
  let url: string;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
    writeFileSync(join(webDist, 'app.js.map'), '{"sources":["/home/dev/portal/src/secret.ts"]}');
    // Only the options main.ts derives from an empty environment.
    const env = readGatewayEnv({});
    gateway = await createGateway({
      upstreamUrl: upstream.url,
      webDist,
      development: env.NODE_ENV === 'development',
      publicUrl: env.PUBLIC_URL,
    });
    url = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it('runs in production mode unless development is asked for by name', () => {
    expect(readGatewayEnv({}).NODE_ENV).toBe('production');
    expect(readGatewayEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('refuses introspection to an anonymous caller', async () => {
    const answer = await postGraphQL(url, INTROSPECTION);

    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets a signed-in partner introspect the API', async () => {
    const token = await upstream.signToken({ sub: '5', role: 'api', email: 'api@demo.test', sid: 's-api' });

    const answer = await postGraphQL<{ __schema: { queryType: { name: string } } }>(
      url,
      INTROSPECTION,
      {},
      token,
    );

    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });

  it('names no fields or types in validation errors over HTTP', async () => {
    // Signed in: a signed-out caller gets no validation answer at all (anonymous-callers.test.ts).
    const token = await upstream.signToken({ sub: '1', role: 'admin', email: 'admin@demo.test', sid: 's-1' });
    const answer = await postGraphQL(url, '{ mee { userId } }', {}, token);

    expect(answer.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
    expect(JSON.stringify(answer)).not.toContain('Did you mean');
  });

  it('names no fields or types in validation errors over the websocket', async () => {
    const token = await upstream.signToken({ sub: '1', role: 'admin', email: 'admin@demo.test', sid: 's-1' });

    const answer = await wsAnswer(url, 'subscription { heartbeet }', token);

    expect(answer.type).toBe('error');
    expect(JSON.stringify(answer.payload)).toContain('Cannot query field \\"heartbeet\\"');
    expect(JSON.stringify(answer.payload)).not.toContain('Did you mean');
  });

  it('does not serve the Sandbox page', async () => {
    const res = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    const body = await res.text();

    expect(body).not.toMatch(/sandbox|embeddable-explorer|apollo-server-landing-page/i);
  });

  it('puts no stack traces or file paths in errors', async () => {
    const answer = await postGraphQL(url, '{ me { userId } }', {}, 'not-a-token');

    expect(JSON.stringify(answer)).not.toMatch(/stacktrace|\/packages\/|node_modules/);
  });

  it('serves the web app but not its source maps', async () => {
    expect((await fetch(`${url}/app.js`)).status).toBe(200);
    expect((await fetch(`${url}/app.js.map`)).status).toBe(404);
  });
});
