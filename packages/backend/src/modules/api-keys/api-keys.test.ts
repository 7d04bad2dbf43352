import { format, subDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

// One database is enough: the key's rules are SQL-portable, and the demo seed is heavy.
const [pglite] = databasesUnderTest();

describe('API keys (issue 36)', () => {
  let api: TestApi;
  let admin: string;
  const day = (back: number) => format(subDays(new Date(), back), 'yyyy-MM-dd');
  const range = `from=${day(30)}&to=${day(1)}`;
  const create = (token: string, body: Record<string, unknown>) =>
    api.call('POST', '/api-keys', { token, body });
  const exchange = (secret: string) => api.call('POST', '/auth/api-key-token', { token: secret });

  beforeAll(async () => {
    if (!pglite) throw new Error('no database under test');
    api = await startTestBackend(pglite);
    admin = (await api.login('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('a key with advertising.read for MR001 reads MR001’s advertising and is refused everything else', async () => {
    const created = await create(admin, {
      name: 'MR001 ads export',
      permissions: ['advertising.read'],
      brand_codes: ['MR001'],
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^pk_[a-z0-9]{8}_/);
    expect(created.body.key).toMatchObject({
      role: 'api',
      permissions: ['advertising.read'],
      last_used_at: null,
    });
    const { body, status } = await exchange(created.body.secret);
    expect(status).toBe(200);
    const token = body.accessToken as string;
    const ads = (query: string) => api.call('GET', `/advertising/performance/sp?${query}`, { token });

    const own = await ads(`displayType=group&${range}&groupBy=brand`);
    expect(own.status).toBe(200);
    expect(own.body.rows.map((r: { id: string }) => r.id)).toEqual(['MR001']);
    expect((await ads(`displayType=summary&${range}&brandCodes=MR001`)).status).toBe(200);
    expect((await ads(`displayType=summary&${range}&brandCodes=MC001`)).status).toBe(403);
    // Every other permission is refused, whatever the brand: brands, performance, key management.
    for (const [method, path] of [
      ['GET', '/brands'],
      ['POST', '/performance/summary'],
      ['GET', '/api-keys'],
    ] as const) {
      expect(
        (await api.call(method, path, { token, body: method === 'POST' ? {} : undefined })).status,
        path,
      ).toBe(403);
    }

    const listed = await api.call('GET', '/api-keys', { token: admin });
    const row = listed.body.find((k: { id: string }) => k.id === created.body.key.id);
    expect(row.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
    const stored = await api.backend.db.selectFrom('api_keys').selectAll().execute();
    // The secret part is everything after `pk_<prefix>_`: base64url, so it may itself hold '_' (split('_')
    // gave '' when it began with one, and every string contains '').
    const secretPart = (created.body.secret as string).slice('pk_'.length + 8 + 1);
    expect(secretPart).toHaveLength(43);
    expect(JSON.stringify(stored)).not.toContain(secretPart);
  });

  it('a revoked key is refused: its tokens end at once on this instance and it trades for no new one', async () => {
    const created = await create(admin, {
      name: 'to revoke',
      permissions: ['brands.read'],
      brand_codes: ['MC001'],
    });
    const { accessToken } = (await exchange(created.body.secret)).body;
    expect((await api.call('GET', '/auth/session', { token: accessToken })).status).toBe(204);

    const revoked = await api.call('DELETE', `/api-keys/${created.body.key.id}`, { token: admin });
    expect(revoked.status).toBe(204);
    expect((await api.call('GET', '/auth/session', { token: accessToken })).status).toBe(401);
    expect((await exchange(created.body.secret)).status).toBe(401);
    expect((await exchange(`${created.body.secret.slice(0, -1)}x`)).status).toBe(401);
  });

  it('a key is no stronger than its creator: brand admins grant their brand and permissions only', async () => {
    const mc = (await api.login('mc@demo.test')).accessToken;
    const own = await create(mc, { name: 'mine', permissions: ['performance.read'], brand_codes: ['MC001'] });
    expect(own.status).toBe(201);
    const foreignBrand = await create(mc, {
      name: 'x',
      permissions: ['performance.read'],
      brand_codes: ['MR001'],
    });
    expect(foreignBrand.status).toBe(400);
    const staffPermission = await create(mc, {
      name: 'x',
      permissions: ['lookups.read'],
      brand_codes: ['MC001'],
    });
    expect(staffPermission.status).toBe(400);
    const adminRole = await create(mc, {
      name: 'x',
      role: 'admin',
      permissions: ['performance.read'],
      brand_codes: ['MC001'],
    });
    expect(adminRole.status).toBe(400);
    const keyMaker = await create(admin, {
      name: 'x',
      permissions: ['apiKeys.manage'],
      brand_codes: ['MC001'],
    });
    expect(keyMaker.status).toBe(400);
    const past = await create(admin, {
      name: 'x',
      permissions: ['brands.read'],
      brand_codes: ['MC001'],
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);

    // The brand admin lists their brand's keys only; the agency's are not theirs to see or revoke.
    const mine = await api.call('GET', '/api-keys', { token: mc });
    expect(mine.body.map((k: { name: string }) => k.name)).toEqual(['mine']);
    const agencyKey = (await api.call('GET', '/api-keys', { token: admin })).body.find(
      (k: { name: string }) => k.name === 'to revoke' || k.name === 'MR001 ads export',
    );
    expect((await api.call('DELETE', `/api-keys/${agencyKey.id}`, { token: mc })).status).toBe(404);
  });

  it('an expired key trades for nothing', async () => {
    const created = await create(admin, {
      name: 'short',
      permissions: ['brands.read'],
      brand_codes: ['MC001'],
    });
    await api.backend.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', created.body.key.id)
      .execute();
    expect((await exchange(created.body.secret)).status).toBe(401);
  });
  it("a deactivated user's keys are refused, live tokens included, and reactivation restores them", async () => {
    const mc = (await api.login('mc@demo.test')).accessToken;
    const created = await create(mc, {
      name: 'creator leaves',
      permissions: ['brands.read'],
      brand_codes: ['MC001'],
    });
    expect(created.status).toBe(201);
    const { accessToken } = (await exchange(created.body.secret)).body;
    expect((await api.call('GET', '/auth/session', { token: accessToken })).status).toBe(204);
    const users = (await api.call('GET', '/users', { token: admin })).body.users as {
      id: string;
      email: string;
    }[];
    const mcId = users.find((u) => u.email === 'mc@demo.test')?.id;

    expect((await api.call('POST', `/users/${mcId}/deactivate`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/auth/session', { token: accessToken })).status).toBe(401);
    expect((await exchange(created.body.secret)).status).toBe(401);

    expect((await api.call('POST', `/users/${mcId}/reactivate`, { token: admin })).status).toBe(200);
    const again = await exchange(created.body.secret);
    expect(again.status).toBe(200);
    expect((await api.call('GET', '/auth/session', { token: again.body.accessToken })).status).toBe(204);
  });
});
