import { describe, expect, it } from 'vitest';
import { readBackendEnv } from '../../config/env.ts';
import { backendForFile } from '../../test-support/file-backend.ts';

// Issue 28, finding 3: the backend trusted any loopback or private peer to name the client's
// address, and took whatever text it named, so each attempt could bring a fresh limit key.
describe('the address login limits key on', () => {
  const api = backendForFile();

  const failedLogins = async (forwardedFor: (attempt: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api.call('POST', '/auth/login', {
        body: { email: 'admin@demo.test', password: `Wrong!${i}x` },
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      statuses.push(res.status);
    }
    return statuses;
  };

  it('trusts the gateway on loopback only, unless TRUST_PROXY says otherwise', () => {
    expect(readBackendEnv({}).TRUST_PROXY).toEqual(['loopback']);
    expect(readBackendEnv({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
  });

  it('is not whatever text X-Forwarded-For carries', async () => {
    const statuses = await failedLogins((i) => `not-an-address-${i}`);

    expect(statuses).toContain(429);
  });

  it('is not named by a private-network hop that was not configured', async () => {
    // The first private hop is where trust ends: every attempt keys on 10.9.9.9.
    const statuses = await failedLogins((i) => `203.0.113.${60 + i}, 10.9.9.9`);

    expect(statuses).toContain(429);
  });
});
