import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../test-support/test-backend.ts';

describe.each(databasesUnderTest())('HTTP basics on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestBackend(database, { seed: 'none' });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('GET /healthz answers ok', async () => {
    const res = await api.call('GET', '/healthz');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('finds a route whatever the case of its first path segment, as express matches paths', async () => {
    // Plain fetch: the test kit holds answers to the contract's spelling of the path.
    const res = await fetch(`${api.url}/HealthZ`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('an unknown route answers 404 JSON', async () => {
    const res = await api.call('GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /no/such/route' });
  });

  it('does not seed when asked not to', async () => {
    const res = await api.call('POST', '/auth/login', {
      body: { email: 'admin@demo.test', password: 'Portal!2026' },
    });
    expect(res.status).toBe(401);
  });

  it('the dev tool is absent without devTools', async () => {
    const other = await startTestBackend(database, { seed: 'none', devTools: false });
    try {
      const res = await other.call('POST', '/dev/activity', { body: {} });
      expect(res.status).toBe(404);
    } finally {
      await other.stop();
    }
  });
});
