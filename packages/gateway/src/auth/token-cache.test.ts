import { describe, expect, it } from 'vitest';
import { testUsers } from '../test-kit/users.ts';
import type { AuthUser } from './auth-user.ts';
import { SESSION_CHECK_TTL_MS, SessionChecker, sessionBoundVerifier } from './session-check.ts';
import { cachedTokenVerifier } from './token-cache.ts';
import type { TokenVerifier } from './verify-token.ts';

const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

function fakeClock() {
  let now = T0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A verifier that accepts the tokens it is told about, as long as they are unexpired on the clock. */
function countingVerifier(clock: { now: () => number }, users: Record<string, AuthUser>) {
  const calls: string[] = [];
  const verify: TokenVerifier = async (token) => {
    if (!token) return null;
    calls.push(token);
    const user = users[token];
    return user && user.expiresAt * 1000 > clock.now() ? user : null;
  };
  return { verify, calls };
}

const expiringIn = (seconds: number): AuthUser => ({ ...testUsers.ffp, expiresAt: T0 / 1000 + seconds });

describe('verified token cache', () => {
  it('verifies a token once while it is valid', async () => {
    const clock = fakeClock();
    const { verify, calls } = countingVerifier(clock, { a: expiringIn(900) });
    const cached = cachedTokenVerifier(verify, { now: clock.now });

    const first = await cached('a');
    clock.advance(60_000);
    const second = await cached('a');

    expect(first?.userId).toBe('ffp');
    expect(second).toEqual(first);
    expect(calls).toEqual(['a']);
  });

  it('never serves a token past its expiry', async () => {
    const clock = fakeClock();
    const { verify, calls } = countingVerifier(clock, { a: expiringIn(60) });
    const cached = cachedTokenVerifier(verify, { now: clock.now });
    await cached('a');

    clock.advance(60_001);

    expect(await cached('a')).toBeNull();
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps at most its bound of tokens, re-verifying the least recently used', async () => {
    const clock = fakeClock();
    const users = { a: expiringIn(900), b: expiringIn(900), c: expiringIn(900) };
    const { verify, calls } = countingVerifier(clock, users);
    const cached = cachedTokenVerifier(verify, { now: clock.now, maxEntries: 2 });

    for (const token of ['a', 'b', 'c', 'c', 'b', 'a']) await cached(token);

    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not remember refused tokens', async () => {
    const clock = fakeClock();
    const { verify, calls } = countingVerifier(clock, {});
    const cached = cachedTokenVerifier(verify, { now: clock.now });

    expect(await cached('forged')).toBeNull();
    expect(await cached('forged')).toBeNull();
    expect(calls).toEqual(['forged', 'forged']);
  });
});

describe('cached tokens and the session rule', () => {
  function backendSessions(clock: { now: () => number }) {
    let active = true;
    let asked = 0;
    const fetchImpl = (async () => {
      asked += 1;
      return new Response(null, { status: active ? 204 : 401 });
    }) as typeof fetch;
    const checker = new SessionChecker('http://backend.test', { now: clock.now, fetchImpl });
    return { checker, end: () => (active = false), asked: () => asked };
  }

  it('refuses a cached token within the session check time once its session ends elsewhere', async () => {
    const clock = fakeClock();
    const { verify } = countingVerifier(clock, { a: expiringIn(900) });
    const backend = backendSessions(clock);
    const accept = sessionBoundVerifier(cachedTokenVerifier(verify, { now: clock.now }), backend.checker);
    expect(await accept('a')).not.toBeNull();

    backend.end();
    clock.advance(SESSION_CHECK_TTL_MS);

    expect(await accept('a')).toBeNull();
  });

  it('asks the backend about a session at most once per session check time', async () => {
    const clock = fakeClock();
    const { verify } = countingVerifier(clock, { a: expiringIn(900) });
    const backend = backendSessions(clock);
    const accept = sessionBoundVerifier(cachedTokenVerifier(verify, { now: clock.now }), backend.checker);

    // Calls at 0, 0.5 s, …, 5 s: the first answer serves until the check time has passed.
    for (let i = 0; i <= 10; i += 1) {
      await accept('a');
      clock.advance(SESSION_CHECK_TTL_MS / 10);
    }

    expect(backend.asked()).toBe(2);
  });

  it('refuses a cached token at once when its session ended through this gateway', async () => {
    const clock = fakeClock();
    const { verify } = countingVerifier(clock, { a: expiringIn(900) });
    const backend = backendSessions(clock);
    const accept = sessionBoundVerifier(cachedTokenVerifier(verify, { now: clock.now }), backend.checker);
    const user = await accept('a');

    backend.checker.ended(user?.sid ?? null);

    expect(await accept('a')).toBeNull();
  });
});
