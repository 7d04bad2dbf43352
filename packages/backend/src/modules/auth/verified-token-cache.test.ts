import { describe, expect, it } from 'vitest';
import type { VerifiedAccessToken } from './access-tokens.ts';
import type { Principal } from './principal.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);
const principal: Principal = {
  userId: 'u1',
  email: 'ffp@demo.test',
  role: 'brand-user',
  brandType: 'ffp',
  brandAdmin: true,
  activeBrandSubscription: true,
  brandCode: 'FFP1',
  subBrandCodes: [],
  accountFeatures: [],
  sessionId: 'family-1',
};

/** A checker that accepts known tokens until their expiry on the fake clock, counting its calls. */
function setUp(expiries: Record<string, number>, max?: number) {
  let now = T0;
  const checked: string[] = [];
  const check = async (token: string): Promise<VerifiedAccessToken | null> => {
    checked.push(token);
    const expiresAt = expiries[token];
    return expiresAt !== undefined && expiresAt * 1000 > now ? { principal, expiresAt } : null;
  };
  const cache = new VerifiedTokenCache(check, { now: () => now, max });
  return { cache, checked, advance: (ms: number) => (now += ms) };
}

describe('verified access token cache', () => {
  it('checks a token once while it is valid', async () => {
    const { cache, checked, advance } = setUp({ a: T0 / 1000 + 900 });

    await cache.verify('a');
    advance(600_000);

    expect(await cache.verify('a')).toEqual(principal);
    expect(checked).toEqual(['a']);
  });

  it('refuses a token once it has expired, never serving it from memory', async () => {
    const { cache, checked, advance } = setUp({ a: T0 / 1000 + 60 });
    await cache.verify('a');

    advance(60_001);

    expect(await cache.verify('a')).toBeNull();
    expect(checked).toEqual(['a', 'a']);
  });

  it('holds at most its bound of tokens', async () => {
    const exp = T0 / 1000 + 900;
    const { cache, checked } = setUp({ a: exp, b: exp, c: exp }, 2);

    for (const token of ['a', 'b', 'c', 'a']) await cache.verify(token);

    expect(checked).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not remember refused tokens', async () => {
    const { cache, checked } = setUp({});

    await cache.verify('forged');
    await cache.verify('forged');

    expect(checked).toEqual(['forged', 'forged']);
  });

  it('checks a new token once for calls sent together, and each gets its principal', async () => {
    const { cache, checked } = setUp({ a: T0 / 1000 + 900 });

    const answers = await Promise.all(Array.from({ length: 15 }, () => cache.verify('a')));

    expect(answers).toEqual(Array(15).fill(principal));
    expect(checked).toEqual(['a']);
  });

  it('checks a refused token again after the shared check answered', async () => {
    const { cache, checked } = setUp({});

    const answers = await Promise.all([cache.verify('forged'), cache.verify('forged')]);
    await cache.verify('forged');

    expect(answers).toEqual([null, null]);
    expect(checked).toEqual(['forged', 'forged']);
  });
});
