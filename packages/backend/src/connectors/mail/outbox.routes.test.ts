import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendForFile } from '../../test-support/file-backend.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

describe.each(databasesUnderTest())('dev tool GET /dev/outbox/last on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('answers the newest reset mail to the address, with its link', async () => {
    await api.call('POST', '/auth/password-reset', { body: { email: 'mr@demo.test' } });
    await api.call('POST', '/auth/password-reset', { body: { email: 'mc@demo.test' } });

    const res = await api.call('GET', '/dev/outbox/last?to=MR@demo.test');

    expect(res.status).toBe(200);
    expect(res.body.to).toBe('mr@demo.test');
    expect(res.body.text).toMatch(/http:\/\/portal\.test\/reset\/\S+/);
  });

  it('answers 404 when nothing was sent to the address', async () => {
    const res = await api.call('GET', '/dev/outbox/last?to=nobody@demo.test');
    expect(res.status).toBe(404);
  });
});

describe('without PORTAL_DEV_TOOLS', () => {
  const api = backendForFile({ devTools: false });

  it('has no outbox route', async () => {
    const res = await api.call('GET', '/dev/outbox/last');
    expect(res.status).toBe(404);
  });
});
