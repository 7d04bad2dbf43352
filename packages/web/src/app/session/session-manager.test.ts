import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agencyAdmin, sessionFor } from '../../test/fixtures';
import { SESSION_COOKIE } from './session-cookie';
import { SessionManager } from './session-manager';

describe('SessionManager', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    Cookies.remove(SESSION_COOKIE, { path: '/' });
  });

  it('refreshes the access token one minute before it expires', async () => {
    const refresh = vi.fn().mockResolvedValue({
      accessToken: 'access-2',
      accessTokenExpiresAt: '2026-03-01T10:25:00Z',
    });
    const manager = new SessionManager({ refresh });
    manager.start(sessionFor(agencyAdmin, 10 * 60_000));

    await vi.advanceTimersByTimeAsync(9 * 60_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    // The refresh token travels in its HttpOnly cookie: the page never holds it.
    expect(refresh).toHaveBeenCalledWith();
    expect(manager.getAccessToken()).toBe('access-2');
  });

  it('schedules the next refresh from the rotated tokens', async () => {
    const refresh = vi
      .fn()
      .mockResolvedValueOnce({ accessToken: 'a2', accessTokenExpiresAt: '2026-03-01T10:20:00Z' })
      .mockResolvedValueOnce({ accessToken: 'a3', accessTokenExpiresAt: '2026-03-01T10:40:00Z' });
    const manager = new SessionManager({ refresh });
    manager.start(sessionFor(agencyAdmin, 5 * 60_000));

    await vi.advanceTimersByTimeAsync(4 * 60_000);
    await vi.advanceTimersByTimeAsync(15 * 60_000);

    expect(refresh).toHaveBeenCalledTimes(2);
    expect(manager.getAccessToken()).toBe('a3');
  });

  it('keeps the session in a cookie that expires with the access token, without any token', () => {
    const manager = new SessionManager();
    manager.start(sessionFor(agencyAdmin));

    const raw = Cookies.get(SESSION_COOKIE) ?? '';
    const saved = JSON.parse(raw);
    expect(saved.user.email).toBe(agencyAdmin.email);
    expect(raw).not.toContain(`access-${agencyAdmin.userId}`);
    expect(Object.keys(saved).sort()).toEqual(['accessTokenExpiresAt', 'user']);
  });

  it('after a reload gets a new access token with the refresh cookie before any call uses one', async () => {
    new SessionManager().start(sessionFor(agencyAdmin));
    const refresh = vi
      .fn()
      .mockResolvedValue({ accessToken: 'fresh', accessTokenExpiresAt: '2026-03-01T10:15:00Z' });
    const reloaded = new SessionManager({ refresh });

    const restored = reloaded.restore();

    expect(restored?.user.email).toBe(agencyAdmin.email);
    expect(reloaded.getAccessToken()).toBeNull();
    expect(await reloaded.accessToken()).toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('after a reload whose refresh is refused ends with the session-expired warning', async () => {
    new SessionManager().start(sessionFor(agencyAdmin));
    const reloaded = new SessionManager({ refresh: vi.fn().mockRejectedValue(new Error('revoked')) });

    reloaded.restore();

    expect(await reloaded.accessToken()).toBeNull();
    expect(reloaded.getSession()).toBeNull();
    expect(reloaded.getNotice()?.message).toBe('Session expired, please login again');
  });

  it('logout clears the cookie and the refresh timer and tells the server', async () => {
    const refresh = vi.fn();
    const revoke = vi.fn().mockResolvedValue(true);
    const manager = new SessionManager({ refresh, revoke });
    manager.start(sessionFor(agencyAdmin, 2 * 60_000));

    manager.logout();
    await vi.advanceTimersByTimeAsync(5 * 60_000);

    expect(revoke).toHaveBeenCalledWith(`access-${agencyAdmin.userId}`);
    expect(refresh).not.toHaveBeenCalled();
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(manager.getSession()).toBeNull();
  });

  it('expiry logs out with the session-expired warning', () => {
    const manager = new SessionManager();
    manager.start(sessionFor(agencyAdmin));
    manager.expire();
    expect(manager.getSession()).toBeNull();
    expect(manager.getNotice()).toEqual({
      intent: 'warning',
      message: 'Session expired, please login again',
    });
  });
});
