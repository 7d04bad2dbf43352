import { describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../modules/auth/login-limiter.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { backendForFile } from '../../test-support/file-backend.ts';

// Finding 4: anyone could lock a user out.
describe('login slowdown without lockout', () => {
  const api = backendForFile();

  // The backend trusts X-Forwarded-For from loopback (the gateway), so each call picks its address.
  const loginFrom = (ip: string, email: string, password: string) =>
    api.call('POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
  const resetFrom = (ip: string, email: string) =>
    api.call('POST', '/auth/password-reset', { body: { email }, headers: { 'x-forwarded-for': ip } });

  it("lets the owner sign in from their address after an attacker's twenty failures elsewhere", async () => {
    for (let i = 0; i < 20; i++) await loginFrom('203.0.113.7', 'manager@demo.test', `Wrong!${i}x`);

    const owner = await loginFrom('198.51.100.20', 'manager@demo.test', DEMO_PASSWORD);

    expect(owner.status).toBe(200);
    expect(owner.body.email).toBe('manager@demo.test');
  });

  it("makes the attacker's address wait, and says how long", async () => {
    for (let i = 0; i < 5; i++) await loginFrom('203.0.113.8', 'user@demo.test', `Wrong!${i}x`);

    const res = await loginFrom('203.0.113.8', 'user@demo.test', DEMO_PASSWORD);

    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThan(900);
    expect(res.body.message).toBe(
      `Too many failed login attempts. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    );
  });

  it('stops one address spraying many emails, while other addresses sign in', async () => {
    for (let i = 0; i < 100; i++) await loginFrom('203.0.113.9', `nobody${i}@demo.test`, 'Wrong!1x');

    expect((await loginFrom('203.0.113.9', 'agency@demo.test', DEMO_PASSWORD)).status).toBe(429);
    expect((await loginFrom('198.51.100.21', 'agency@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits password-reset requests per email with the same answer for known and unknown emails', async () => {
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await resetFrom(`198.51.100.${40 + i}`, email)).status);
      return statuses;
    };

    const known = await answers('ffp@demo.test');
    const unknown = await answers('nobody-here@demo.test');

    expect(known).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(unknown).toEqual(known);
  });

  it('limits password-reset requests per address across emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await resetFrom('203.0.113.10', `someone${i}@demo.test`)).status);

    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('LoginLimiter delays', () => {
  const waitAfter = async (limiter: LoginLimiter, failures: number, ip: string): Promise<number> => {
    for (let i = 0; i < failures; i++) await limiter.recordFailure('owner@demo.test', ip);
    try {
      await limiter.assertAllowed('owner@demo.test', ip);
      return 0;
    } catch (error) {
      return Number((error as { headers: Record<string, string> }).headers['Retry-After']);
    }
  };

  it('grows with each failure past the free ones instead of one fixed block', async () => {
    const waits = [];
    for (const failures of [4, 5, 6, 7, 8])
      waits.push(await waitAfter(new LoginLimiter(), failures, '192.0.2.1'));

    expect(waits).toEqual([0, 1, 2, 4, 8]);
  });

  it('caps the wait at 15 minutes', async () => {
    expect(await waitAfter(new LoginLimiter(), 40, '192.0.2.2')).toBe(900);
  });

  it('clears the pair after a success', async () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 6; i++) await limiter.recordFailure('owner@demo.test', '192.0.2.3');
    await limiter.recordSuccess('owner@demo.test', '192.0.2.3');

    await expect(limiter.assertAllowed('owner@demo.test', '192.0.2.3')).resolves.toBeUndefined();
  });
});
