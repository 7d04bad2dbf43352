import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../index.ts';
import { CLOSE_SESSION_ENDED } from '../realtime/session-watch.ts';
import { postGraphQL } from '../test-kit/graphql-http.ts';

// Issue 36: a key acts exactly as a caller holding its permissions and brands, through the gateway.
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }`;
const CREATE = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret key { id prefix permissions brandCodes role lastUsedAt } }
}`;
const REVOKE = 'mutation ($id: ID!) { revokeApiKey(id: $id) }';
const ADS = `query ($brandCodes: [String!]) {
  adPerformanceSummary(adType: SP, filter: { brandCodes: $brandCodes }) { metric }
}`;
const CHECK_MS = 1_000;

type Answer = { errors?: Array<{ message: string; extensions?: { code?: string; retryAfter?: number } }> };
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code ?? 'OK';

describe('API keys through the gateway', () => {
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  let admin: string;

  beforeAll(async () => {
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
    const backendUrl = await backend.listen(0, '127.0.0.1');
    const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(
      join(webDist, 'graphiql.html'),
      '<!doctype html><title>GraphiQL</title><div id="graphiql">',
    );
    gateway = await createGateway({
      upstreamUrl: backendUrl,
      webDist,
      sessionCheckTtlMs: CHECK_MS,
      keyRateLimits: { operationsPerMinute: 5, costPerMinute: 1_000 },
    });
    url = await gateway.listen(0, '127.0.0.1');
    const login = await postGraphQL<{ login: { accessToken: string } }>(url, LOGIN, {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
    });
    admin = login.data?.login.accessToken ?? '';
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  const createKey = async (permissions: string[], brandCodes: string[]) => {
    const answer = await postGraphQL<{ createApiKey: { secret: string; key: { id: string } } }>(
      url,
      CREATE,
      { input: { name: `test ${permissions.join(' ')}`, permissions, brandCodes } },
      admin,
    );
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.createApiKey;
  };

  it('a key with advertising.read for MR001 reads MR001’s advertising and is refused everything else', async () => {
    const { secret } = await createKey(['ADVERTISING_READ'], ['MR001']);

    const own = await postGraphQL(url, ADS, { brandCodes: ['MR001'] }, secret);
    expect(codeOf(own)).toBe('OK');
    expect(codeOf(await postGraphQL(url, ADS, { brandCodes: ['MC001'] }, secret))).toBe('FORBIDDEN');
    expect(codeOf(await postGraphQL(url, '{ me { email } }', {}, secret))).toBe('FORBIDDEN');
    expect(codeOf(await postGraphQL(url, '{ apiKeys { id } }', {}, secret))).toBe('FORBIDDEN');
  });

  it('a made-up key is anonymous', async () => {
    const fake = `pk_abcdefgh_${'x'.repeat(43)}`;
    expect(codeOf(await postGraphQL(url, ADS, {}, fake))).toBe('UNAUTHENTICATED');
  });

  it('a revoked key is refused on HTTP within seconds and its subscription is closed', async () => {
    const { secret, key } = await createKey(['ADVERTISING_READ', 'HEARTBEAT_READ'], ['MR001']);
    expect(codeOf(await postGraphQL(url, ADS, { brandCodes: ['MR001'] }, secret))).toBe('OK');

    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const messages: Array<{ type: string }> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${secret}` } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { heartbeat }' } }),
    );
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    expect(messages[0]?.type).toBe('connection_ack');

    const revokedAt = Date.now();
    expect(codeOf(await postGraphQL(url, REVOKE, { id: key.id }, admin))).toBe('OK');

    expect(await closed).toBe(CLOSE_SESSION_ENDED.code);
    // Refused on HTTP once the gateway's session check has asked again (its bound: CHECK_MS).
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 100));
    expect(codeOf(await postGraphQL(url, ADS, { brandCodes: ['MR001'] }, secret))).toBe('UNAUTHENTICATED');
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
  });

  it('a key over its rate limit gets TOO_MANY_REQUESTS with a retry time; the budget is in the headers', async () => {
    const { secret } = await createKey(['ADVERTISING_READ'], ['MR001']);
    const remaining: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query: ADS, variables: { brandCodes: ['MR001'] } }),
      });
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('ratelimit-remaining') ?? '');
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);

    const refused = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: ADS, variables: { brandCodes: ['MR001'] } }),
    });
    const body = (await refused.json()) as Answer;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(codeOf(body)).toBe('TOO_MANY_REQUESTS');
    expect(body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    // Signed-in users are not held to a key's budget.
    expect(codeOf(await postGraphQL(url, '{ me { email } }', {}, admin))).toBe('OK');
  });
  it('introspection with a brand-scoped key shows its part of the API and no admin-only field', async () => {
    const { secret } = await createKey(['ADVERTISING_READ'], ['MR001']);
    const ROOTS = '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }';
    type Roots = {
      __schema: {
        queryType: { fields: { name: string }[] };
        mutationType: { fields: { name: string }[] } | null;
      };
    };
    const names = (answer: { data?: Roots | null }) =>
      [
        ...(answer.data?.__schema.queryType.fields ?? []),
        ...(answer.data?.__schema.mutationType?.fields ?? []),
      ].map((f) => f.name);

    const asKey = names(await postGraphQL<Roots>(url, ROOTS, {}, secret));
    const asAdmin = names(await postGraphQL<Roots>(url, ROOTS, {}, admin));

    expect(asKey).toContain('adPerformanceSummary');
    expect(asKey).not.toContain('apiKeys');
    expect(asKey).not.toContain('createApiKey');
    expect(asAdmin).toEqual(expect.arrayContaining(['adPerformanceSummary', 'apiKeys', 'createApiKey']));
    const typeOfKeys = await postGraphQL<{ __type: unknown }>(
      url,
      '{ __type(name: "ApiKey") { name } }',
      {},
      secret,
    );
    expect(typeOfKeys.data?.__type).toBeNull();
    // Signed out, GraphiQL's introspection gets nothing at all.
    expect(codeOf(await postGraphQL(url, ROOTS, {}))).toBe('UNAUTHENTICATED');
  });

  it('GraphiQL: an anonymous browser is refused; a key, a token or a signed-in browser opens it', async () => {
    const open = (headers: Record<string, string>) =>
      fetch(`${url}/graphql`, { headers: { accept: 'text/html,*/*;q=0.8', ...headers } });
    const { secret } = await createKey(['ADVERTISING_READ'], ['MR001']);

    const anonymous = await open({});
    const anonymousPage = await anonymous.text();
    expect(anonymous.status).toBe(401);
    expect(anonymousPage).not.toContain('id="graphiql"');
    expect((await open({ authorization: 'Bearer pk_madeup00_notakey' })).status).toBe(401);
    // The page's file is behind the same gate.
    const file = await fetch(`${url}/graphiql.html`, { headers: { accept: 'text/html' } });
    expect(file.status).toBe(401);
    expect(await file.text()).not.toContain('id="graphiql"');

    const callers: Record<string, string>[] = [
      { authorization: `Bearer ${secret}` },
      { authorization: `Bearer ${admin}` },
      { cookie: 'portal_refresh=a-refresh-token' },
    ];
    for (const headers of callers) {
      const page = await open(headers);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('id="graphiql"');
    }
    // A GraphQL GET (a script, not a browser) is still Apollo's.
    const get = await fetch(`${url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { authorization: `Bearer ${secret}`, 'apollo-require-preflight': 'true' },
    });
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
