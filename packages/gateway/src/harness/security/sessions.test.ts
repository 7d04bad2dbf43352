import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../auth/auth-user.ts';
import { createGateway, type Gateway } from '../../index.ts';
import { CLOSE_SESSION_ENDED, CLOSE_TOKEN_EXPIRED, watchSession } from '../../realtime/session-watch.ts';
import { postGraphQL } from '../../test-kit/graphql-http.ts';

// Finding 5: sessions that did not end.
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken refreshToken }
}`;
const ME = '{ me { email } }';
const CHECK_MS = 300;

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

describe('a session that ends, seen through the gateway', () => {
  let backend: Backend;
  let gateway: Gateway;
  let url: string;
  beforeAll(async () => {
    backend = await createBackend({ pgliteDataDir: 'memory://', seed: 'demo', logger: false });
    const backendUrl = await backend.listen(0, '127.0.0.1');
    // A short session check so the test does not wait out the production bound (5 s).
    gateway = await createGateway({ upstreamUrl: backendUrl, sessionCheckTtlMs: CHECK_MS });
    url = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  const signIn = async (email: string): Promise<Tokens> => {
    const answer = await postGraphQL<{ login: Tokens }>(url, LOGIN, { email, password: DEMO_PASSWORD });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.login;
  };
  const codeOf = (answer: { errors?: Array<{ extensions?: { code?: string } }> }) =>
    answer.errors?.[0]?.extensions?.code ?? 'OK';

  it('refuses the access token of a logged-out session at once', async () => {
    const session = await signIn('user@demo.test');
    expect(codeOf(await postGraphQL(url, ME, {}, session.accessToken))).toBe('OK');

    await postGraphQL(url, 'mutation { logout }', {}, session.accessToken);

    expect(codeOf(await postGraphQL(url, ME, {}, session.accessToken))).toBe('UNAUTHENTICATED');
  });

  it('refuses every access token of a family revoked for refresh-token reuse', async () => {
    const session = await signIn('agency@demo.test');
    const refresh =
      'mutation ($t: String!) { refreshSession(refreshToken: $t) { accessToken refreshToken } }';
    type Rotated = { refreshSession: { accessToken: string; refreshToken: string } };
    const rotated = await postGraphQL<Rotated>(url, refresh, { t: session.refreshToken });
    const newer = rotated.data?.refreshSession.accessToken ?? '';
    expect(codeOf(await postGraphQL(url, ME, {}, newer))).toBe('OK');
    // The family moves on: the successor is used.
    const latest = await postGraphQL<Rotated>(url, refresh, { t: rotated.data?.refreshSession.refreshToken });
    expect(codeOf(latest)).toBe('OK');

    // The spent refresh token comes back after the family moved on: the whole family ends.
    expect(codeOf(await postGraphQL(url, refresh, { t: session.refreshToken }))).toBe('UNAUTHENTICATED');
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS + 100));

    expect(codeOf(await postGraphQL(url, ME, {}, session.accessToken))).toBe('UNAUTHENTICATED');
    expect(codeOf(await postGraphQL(url, ME, {}, newer))).toBe('UNAUTHENTICATED');
    expect(codeOf(await postGraphQL(url, ME, {}, latest.data?.refreshSession.accessToken))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('closes a subscription opened before logout', async () => {
    const session = await signIn('manager@demo.test');
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const messages: Array<{ type: string }> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    // The server's first answer, whenever it comes: a fixed pause failed on a busy machine.
    const firstAnswer = new Promise((resolve) => socket.once('message', resolve));
    socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: { authorization: `Bearer ${session.accessToken}` },
      }),
    );
    await firstAnswer;
    socket.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { heartbeat }' } }),
    );
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    expect(messages[0]?.type).toBe('connection_ack');

    await postGraphQL(url, 'mutation { logout }', {}, session.accessToken);

    expect(await closed).toBe(CLOSE_SESSION_ENDED.code);
  });
});

describe('watchSession', () => {
  const user = (expiresInSeconds: number): AuthUser => ({
    userId: '1',
    email: 'user@demo.test',
    role: 'user',
    brandType: null,
    brandAdmin: false,
    activeBrandSubscription: false,
    brandCode: null,
    subBrandCodes: [],
    sid: 'family-1',
    expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });
  const fakeSocket = () => {
    let onClose: () => void = () => {};
    const closes: Array<{ code: number; reason: string }> = [];
    let resolveClosed: (how: { code: number; reason: string }) => void = () => {};
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      resolveClosed = resolve;
    });
    return {
      closes,
      closed,
      socket: {
        close: (code: number, reason: string) => {
          closes.push({ code, reason });
          resolveClosed({ code, reason });
          onClose();
        },
        once: (_event: 'close', listener: () => void) => {
          onClose = listener;
        },
      },
    };
  };

  it('closes the connection when its token expires without renewal, so the client reconnects with a new one', async () => {
    const { socket, closed } = fakeSocket();

    watchSession(socket, user(1), { isActive: async () => true, intervalMs: 10_000 });

    expect(await closed).toEqual(CLOSE_TOKEN_EXPIRED);
  });

  it('closes the connection when the session check says the session ended', async () => {
    const { socket, closed } = fakeSocket();
    let active = true;

    watchSession(socket, user(600), { isActive: async () => active, intervalMs: 20 });
    active = false;

    expect(await closed).toEqual(CLOSE_SESSION_ENDED);
  });

  it('keeps the connection while the backend cannot be asked', async () => {
    const { socket, closes } = fakeSocket();

    const stop = watchSession(socket, user(600), {
      isActive: () => Promise.reject(new Error('unreachable')),
      intervalMs: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();

    expect(closes).toEqual([]);
  });
});
