import { type Backend, createBackend } from '@portal/backend';
import { bigTables, changedTables, snapshotDatabase, tableNames } from '@portal/backend/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceUnavailableMessage } from '../errors/upstream-errors.ts';
import { createGateway, type Gateway } from '../index.ts';
import { type GraphQLAnswer, postGraphQL } from '../test-kit/graphql-http.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { openWsClient } from './ws-probe.ts';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken refreshToken user { userId } }
}`;
const ACTIVITY = `subscription ($sellerId: String!, $marketplaceId: String!) {
  activityAdded(sellerId: $sellerId, marketplaceId: $marketplaceId) { sku }
}`;
const REFRESH =
  'mutation ($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { refreshToken } }';
const SET_PASSWORD = `mutation ($token: String!) {
  setPassword(token: $token, password: "Harness!2026x", passwordConfirmation: "Harness!2026x") { message }
}`;
const AUDIT_TABLES = new Set(['login_attempts']);

interface Login {
  accessToken: string;
  refreshToken: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// biome-ignore lint/suspicious/noExplicitAny: the executor's prototype is patched for one call
type Executor = { executeQuery: (...args: any[]) => Promise<unknown> };

/**
 * Makes the database connection fail for the first statement whose SQL matches, as a dropped
 * connection would, for every executor of the backend's Kysely (transactions included).
 */
function dropConnectionOn(backend: Backend, match: RegExp): { fired: () => boolean; restore: () => void } {
  const proto = Object.getPrototypeOf(backend.db.getExecutor()) as Executor;
  const original = proto.executeQuery;
  let fired = false;
  proto.executeQuery = function (this: Executor, ...args) {
    const compiled = args[0] as { sql: string };
    if (!fired && match.test(compiled.sql)) {
      fired = true;
      return Promise.reject(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      );
    }
    return original.apply(this, args);
  };
  return {
    fired: () => fired,
    restore: () => {
      proto.executeQuery = original;
    },
  };
}

describe('faults: the backend and its database failing under a running gateway', () => {
  let backend: Backend;
  let bigSeedTables: Set<string> | undefined;

  /** Every table; the seed's big fact tables only counted (these faults hit small tables). */
  async function snapshot() {
    bigSeedTables ??= bigTables(
      await snapshotDatabase(backend.db, { countOnly: new Set(await tableNames(backend.db)) }),
    );
    return snapshotDatabase(backend.db, { exclude: AUDIT_TABLES, countOnly: bigSeedTables });
  }
  let proxy: TcpProxy;
  let gateway: Gateway;
  let url: string;
  let ffp: Login;
  let seller: { sellingPartnerId: string; marketplaceId: string };

  const gql = <T = Record<string, unknown>>(query: string, variables = {}, token?: string) =>
    postGraphQL<T>(url, query, variables, token);
  const signIn = async (email: string): Promise<Login> => {
    const answer = await gql<{ login: Login }>(LOGIN, { email, password: 'Portal!2026' });
    if (!answer.data?.login) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.login;
  };
  /** Posts activity straight to the backend until the subscription got one (it may still be joining). */
  async function emitUntilReceived(received: unknown[], sku: string): Promise<void> {
    // A deadline, not a count of tries: on a busy machine the join can take longer than 60 × 250 ms.
    const deadline = Date.now() + 90_000;
    while (received.length === 0 && Date.now() < deadline) {
      await fetch(`${backend.url}/dev/activity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ffp.accessToken}` },
        body: JSON.stringify({ sellerId: seller.sellingPartnerId, marketplaceId: seller.marketplaceId, sku }),
      });
      await pause(250);
    }
  }

  beforeAll(async () => {
    backend = await createBackend({
      pgliteDataDir: 'memory://',
      seed: 'demo',
      devTools: true,
      logger: false,
    });
    const backendUrl = await backend.listen(0, '127.0.0.1');
    proxy = await startTcpProxy(Number(new URL(backendUrl).port));
    gateway = await createGateway({ upstreamUrl: proxy.url, development: false });
    url = await gateway.listen(0, '127.0.0.1');
    ffp = await signIn('ffp@demo.test');
    const markets = await gql<{ authorizedMarketplaces: Array<typeof seller> }>(
      '{ authorizedMarketplaces { sellingPartnerId marketplaceId } }',
      {},
      ffp.accessToken,
    );
    const first = markets.data?.authorizedMarketplaces[0];
    if (!first) throw new Error('ffp has no authorized marketplace');
    seller = first;
  }, 180_000);
  afterAll(async () => {
    await gateway?.close();
    await proxy?.stop();
    await backend?.close();
  });

  it('answers clearly while the backend is down and recovers without a gateway restart', async () => {
    await proxy.stop();
    const down = await gql('{ me { email } }', {}, ffp.accessToken);
    const loginDown = await gql(LOGIN, { email: 'admin@demo.test', password: 'Portal!2026' });
    await proxy.start();
    const up = await gql<{ me: { email: string } }>('{ me { email } }', {}, ffp.accessToken);

    for (const answer of [down, loginDown] as GraphQLAnswer[]) {
      expect(answer.errors?.[0]?.message).toBe(serviceUnavailableMessage);
      expect(JSON.stringify(answer)).not.toMatch(/stacktrace|ECONNREFUSED|127\.0\.0\.1|at .*\.ts/);
    }
    expect(up.errors).toBeUndefined();
    expect(up.data?.me.email).toBe('ffp@demo.test');
  });

  async function subscriptionSurvives(fault: () => Promise<void>, sku: string) {
    const { client, ready } = openWsClient(url, ffp.accessToken);
    const received: GraphQLAnswer<{ activityAdded: { sku: string } }>[] = [];
    const errors: unknown[] = [];
    await ready;
    const dispose = client.subscribe(
      {
        query: ACTIVITY,
        variables: { sellerId: seller.sellingPartnerId, marketplaceId: seller.marketplaceId },
      },
      {
        next: (r) => received.push(r as (typeof received)[number]),
        error: (e) => errors.push(e),
        complete: () => {},
      },
    );
    try {
      await emitUntilReceived(received, `${sku}-BEFORE`);
      expect(received[0]?.data?.activityAdded.sku).toBe(`${sku}-BEFORE`);
      received.length = 0;

      await fault();
      await emitUntilReceived(received, `${sku}-AFTER`);

      expect(errors).toEqual([]);
      expect(received[0]?.errors).toBeUndefined();
      expect(received[0]?.data?.activityAdded.sku).toBe(`${sku}-AFTER`);
    } finally {
      dispose();
      await client.dispose();
    }
  }

  it('re-establishes a live subscription after the backend restarts (5 attempts, 1 s apart)', async () => {
    await subscriptionSurvives(async () => {
      await proxy.stop();
      // Down for one reconnect delay or so: well inside 5 attempts 1 s apart.
      await pause(1500);
      await proxy.start();
    }, 'RESTART');
  }, 120_000);

  it('recovers a subscription whose socket.io connection the backend dropped', async () => {
    await subscriptionSurvives(async () => {
      backend.disconnectSockets();
    }, 'SERVER-DROP');
  }, 120_000);

  it('recovers a subscription whose websocket transport was cut', async () => {
    await subscriptionSurvives(async () => {
      expect(proxy.dropConnections((first) => /^GET \/socket\.io\//.test(first))).toBeGreaterThan(0);
    }, 'TRANSPORT-DROP');
  }, 120_000);

  it('fails a refresh cleanly when the database drops mid-rotation, writing nothing', async () => {
    const session = await signIn('manager@demo.test');
    const before = await snapshot();
    const fault = dropConnectionOn(backend, /^insert into "refresh_tokens"/i);
    let answer: GraphQLAnswer;
    try {
      answer = await gql(REFRESH, { refreshToken: session.refreshToken });
    } finally {
      fault.restore();
    }
    const after = await snapshot();
    const retry = await gql<{ refreshSession: { refreshToken: string } }>(REFRESH, {
      refreshToken: session.refreshToken,
    });

    expect(fault.fired()).toBe(true);
    expect(answer.errors?.[0]?.message).toBe(serviceUnavailableMessage);
    expect(JSON.stringify(answer)).not.toMatch(/administrator|57P01|stacktrace/);
    expect(changedTables(before, after)).toEqual([]);
    // Nothing was spent, so the same refresh token still works once the database is back.
    expect(retry.errors).toBeUndefined();
  });

  it('fails a password set cleanly when the database drops mid-write, writing nothing', async () => {
    await gql('mutation { requestPasswordReset(email: "user@demo.test") { message } }');
    const mail = backend.outbox.last('user@demo.test');
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const before = await snapshot();
    const fault = dropConnectionOn(backend, /^update "users"/i);
    let answer: GraphQLAnswer;
    try {
      answer = await gql(SET_PASSWORD, { token });
    } finally {
      fault.restore();
    }

    expect(fault.fired()).toBe(true);
    expect(answer.errors?.[0]?.message).toBe(serviceUnavailableMessage);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });
});
