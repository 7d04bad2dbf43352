import { describe, expect, it } from 'vitest';
import { backendForFile } from '../../test-support/file-backend.ts';

// Finding 5 (backend side): access tokens bound to their session.
describe('access tokens of an ended session', () => {
  const api = backendForFile();

  it('are refused after logout', async () => {
    const session = await api.login('user@demo.test');
    expect((await api.call('GET', '/users/me', { token: session.accessToken })).status).toBe(200);

    await api.call('POST', '/auth/logout', { token: session.accessToken });
    const me = await api.call('GET', '/users/me', { token: session.accessToken });

    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Session has ended');
  });

  it('are refused after a refresh-token reuse revoked the family', async () => {
    const session = await api.login('agency@demo.test');
    const rotated = await api.call('POST', '/auth/refresh', { token: session.refreshToken });
    expect(rotated.status).toBe(200);
    const latest = await api.call('POST', '/auth/refresh', { token: rotated.body.refreshToken });
    expect(latest.status).toBe(200);

    // The spent token comes back after the family moved on: a thief has it, so the whole family ends.
    expect((await api.call('POST', '/auth/refresh', { token: session.refreshToken })).status).toBe(401);

    expect((await api.call('GET', '/users/me', { token: session.accessToken })).status).toBe(401);
    expect((await api.call('GET', '/users/me', { token: rotated.body.accessToken })).status).toBe(401);
    expect((await api.call('GET', '/users/me', { token: latest.body.accessToken })).status).toBe(401);
  });

  it('leave other sessions of the same user working', async () => {
    const first = await api.login('mc@demo.test');
    const second = await api.login('mc@demo.test');

    await api.call('POST', '/auth/logout', { token: first.accessToken });

    expect((await api.call('GET', '/users/me', { token: second.accessToken })).status).toBe(200);
  });

  it('answer the session check with 204 while active and 401 once ended', async () => {
    const session = await api.login('mr@demo.test');
    expect((await api.call('GET', '/auth/session', { token: session.accessToken })).status).toBe(204);

    await api.call('POST', '/auth/logout', { token: session.accessToken });

    expect((await api.call('GET', '/auth/session', { token: session.accessToken })).status).toBe(401);
  });
});
