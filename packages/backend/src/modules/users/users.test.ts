import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';

describe.each(databasesUnderTest())('user calls on $name', (database) => {
  let api: TestApi;
  let ffp: LoginAnswer;
  let admin: LoginAnswer;
  beforeAll(async () => {
    api = await startTestBackend(database);
    ffp = await api.login('ffp-user@demo.test');
    admin = await api.login('admin@demo.test');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('GET /users/me answers the user object without tokens', async () => {
    const res = await api.call('GET', '/users/me', { token: ffp.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: ffp.userId,
      email: 'ffp-user@demo.test',
      name: expect.any(String),
      role: 'brand-user',
      brand_type: 'ffp',
      brand_admin: false,
      active_brand_subscription: true,
      brand_code: 'FFP001',
      brand_name: 'Fresh Fields Pantry',
      sub_brand_codes: [],
      viewed_articles: [],
      // The same brand's admin holds bulk edit v1 in the demo; this user does not.
      account_features: [],
    });
  });

  it('GET /users/me answers 401 without a token and with a forged one', async () => {
    expect((await api.call('GET', '/users/me')).status).toBe(401);
    const forged = `${admin.accessToken.slice(0, -4)}AAAA`;
    expect((await api.call('GET', '/users/me', { token: forged })).status).toBe(401);
  });

  it('reports inactive subscriptions', async () => {
    const session = await api.login('ffp-inactive@demo.test');
    expect(session).toMatchObject({
      brand_admin: true,
      active_brand_subscription: false,
      brand_code: 'FFP002',
    });
  });

  it('PUT /users/{userId}/articles records a viewed article once', async () => {
    const path = `/users/${ffp.userId}/articles`;
    const first = await api.call('PUT', path, {
      token: ffp.accessToken,
      body: { viewed_article: 'listings' },
    });
    await api.call('PUT', path, { token: ffp.accessToken, body: { viewed_article: 'listings' } });
    const second = await api.call('PUT', path, {
      token: ffp.accessToken,
      body: { viewed_article: 'billing' },
    });
    expect(first.body).toEqual({ viewed_articles: ['listings'] });
    expect(second.body).toEqual({ viewed_articles: ['listings', 'billing'] });
    const me = await api.call('GET', '/users/me', { token: ffp.accessToken });
    expect(me.body.viewed_articles).toEqual(['listings', 'billing']);
  });

  it('PUT articles answers 400 without viewed_article and 403 for another user', async () => {
    const missing = await api.call('PUT', `/users/${ffp.userId}/articles`, {
      token: ffp.accessToken,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('viewed_article is required');
    const other = await api.call('PUT', `/users/${ffp.userId}/articles`, {
      token: admin.accessToken,
      body: { viewed_article: 'x' },
    });
    expect(other.status).toBe(403);
  });

  it('table-sort round trip: null first, then what was saved', async () => {
    const path = `/users/${ffp.userId}/table-sort/listings-table`;
    expect((await api.call('GET', path, { token: ffp.accessToken })).body).toEqual({ sort_data: null });
    const sortData = {
      columnVisibilityModel: { sku: true, price: false },
      columnsOrder: ['sku', 'price', 'asin'],
    };
    const saved = await api.call('PATCH', path, { token: ffp.accessToken, body: { sortData } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ sort_data: sortData });
    const changed = { ...sortData, columnsOrder: ['asin', 'sku', 'price'] };
    await api.call('PATCH', path, { token: ffp.accessToken, body: { sortData: changed } });
    expect((await api.call('GET', path, { token: ffp.accessToken })).body).toEqual({ sort_data: changed });
  });

  it.each([
    [{}, 'sortData is required'],
    [
      { sortData: { columnVisibilityModel: { a: 'yes' }, columnsOrder: [] } },
      // Named by the contract's validation down to the offending column.
      'sortData.columnVisibilityModel.a must be a boolean',
    ],
    [
      { sortData: { columnVisibilityModel: {}, columnsOrder: 'a,b' } },
      'sortData.columnsOrder must be a list of column names',
    ],
  ])('PATCH table-sort answers 400 for %j and saves nothing', async (body, message) => {
    const path = `/users/${ffp.userId}/table-sort/bad-input-table`;
    const res = await api.call('PATCH', path, { token: ffp.accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await api.call('GET', path, { token: ffp.accessToken })).body).toEqual({ sort_data: null });
  });

  it("table-sort answers 403 on another user's id, reading or writing", async () => {
    const path = `/users/${ffp.userId}/table-sort/listings-table`;
    expect((await api.call('GET', path, { token: admin.accessToken })).status).toBe(403);
    const write = await api.call('PATCH', path, {
      token: admin.accessToken,
      body: { sortData: { columnVisibilityModel: {}, columnsOrder: [] } },
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ statusCode: 403, message: 'You can only access your own user settings' });
  });
});
