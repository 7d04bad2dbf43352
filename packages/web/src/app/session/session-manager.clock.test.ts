import { UnsecuredJWT } from 'jose';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agencyAdmin } from '../../test/fixtures';
import { SESSION_COOKIE } from './session-cookie';
import { MIN_REFRESH_DELAY_MS, SessionManager } from './session-manager';

const SERVER_NOW = Date.parse('2026-03-01T10:00:00Z');
const DEVICE_AHEAD_MS = 14 * 60_000;
const TOKEN_LIFE_MS = 15 * 60_000;

/** Tokens as the server issues them: `iat` and the expiry on the server's clock. */
const tokensIssuedAt = (serverMs: number) => ({
  accessToken: new UnsecuredJWT({})
    .setIssuedAt(Math.floor(serverMs / 1000))
    .setExpirationTime(Math.floor((serverMs + TOKEN_LIFE_MS) / 1000))
    .encode(),
  accessTokenExpiresAt: new Date(serverMs + TOKEN_LIFE_MS).toISOString(),
});

describe('SessionManager on a device whose clock is 14 minutes fast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: SERVER_NOW + DEVICE_AHEAD_MS });
  });
  afterEach(() => {
    vi.useRealTimers();
    Cookies.remove(SESSION_COOKIE, { path: '/' });
  });

  // The server's clock is the device's minus the skew; each refresh is issued at that moment.
  const serverRefresh = () =>
    vi.fn().mockImplementation(async () => tokensIssuedAt(Date.now() - DEVICE_AHEAD_MS));

  it('does not refresh in a loop right after login', async () => {
    const refresh = serverRefresh();
    const manager = new SessionManager({ refresh });
    manager.start({ user: agencyAdmin, ...tokensIssuedAt(SERVER_NOW) });

    await vi.advanceTimersByTimeAsync(1_500);

    expect(refresh).not.toHaveBeenCalled();
    manager.logout();
  });

  it("refreshes one minute before the expiry by the server's clock", async () => {
    const refresh = serverRefresh();
    const manager = new SessionManager({ refresh });
    manager.start({ user: agencyAdmin, ...tokensIssuedAt(SERVER_NOW) });

    await vi.advanceTimersByTimeAsync(TOKEN_LIFE_MS - 60_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(refresh).toHaveBeenCalledTimes(1);
    manager.logout();
  });

  it('waits at least the minimum delay between refreshes when the token carries no issue time', async () => {
    // Without `iat` the skew cannot be seen: every token reads as due, yet refreshes stay paced.
    const refresh = vi.fn().mockImplementation(async () => ({
      accessToken: 'opaque',
      accessTokenExpiresAt: new Date(Date.now() - DEVICE_AHEAD_MS + TOKEN_LIFE_MS).toISOString(),
    }));
    const manager = new SessionManager({ refresh });
    manager.start({
      user: agencyAdmin,
      accessToken: 'opaque',
      accessTokenExpiresAt: new Date(SERVER_NOW + TOKEN_LIFE_MS).toISOString(),
    });

    await vi.advanceTimersByTimeAsync(1_500);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * MIN_REFRESH_DELAY_MS);

    expect(refresh).toHaveBeenCalledTimes(3);
    manager.logout();
  });
});
