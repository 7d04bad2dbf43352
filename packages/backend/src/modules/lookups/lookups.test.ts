import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const LOOKUP_PATHS = [
  '/brand-statuses',
  '/users/brand-role-assignees',
  '/brands/types',
  '/orders/methods',
  '/agreement-types',
  '/brands/max-control',
];

describe.each(databasesUnderTest())('lookups on $name', (database) => {
  let api: TestApi;
  let adminToken: string;
  beforeAll(async () => {
    api = await startTestBackend(database);
    adminToken = (await api.login('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it.each(LOOKUP_PATHS)('GET %s answers a non-empty [{ id, name }] list', async (path) => {
    const res = await api.call('GET', path, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
  });

  it('brand types keep 1 = Max Control and 2 = Max Results', async () => {
    const res = await api.call('GET', '/brands/types', { token: adminToken });
    expect(res.body.slice(0, 2)).toEqual([
      { id: 1, name: 'Max Control' },
      { id: 2, name: 'Max Results' },
    ]);
  });

  it('brand role assignees are agency staff, never brand users', async () => {
    const res = await api.call('GET', '/users/brand-role-assignees', { token: adminToken });
    const names = res.body.map((u: { name: string }) => u.name);
    expect(names).toContain('Demo Manager');
    expect(names).not.toContain('Demo Ffp');
  });

  it('account managers list the brands each one manages', async () => {
    const res = await api.call('GET', '/users/account-managers', { token: adminToken });
    expect(res.status).toBe(200);
    const demo = res.body.find((m: { email: string }) => m.email === 'manager@demo.test');
    expect(demo.brands.length).toBeGreaterThanOrEqual(3);
    expect(demo.brands.map((b: { brand_code: string }) => b.brand_code)).toEqual(
      expect.arrayContaining(['MC001', 'MR001', 'MR100']),
    );
    expect(demo.brands[0]).toEqual({ brand_code: expect.any(String), name: expect.any(String) });
  });

  it.each(['ffp@demo.test', 'agency@demo.test'])('account managers answer 403 for %s', async (email) => {
    const session = await api.login(email);
    const res = await api.call('GET', '/users/account-managers', { token: session.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.statusCode).toBe(403);
  });

  it('lookups answer 401 without a token', async () => {
    expect((await api.call('GET', '/brand-statuses')).status).toBe(401);
  });
});
