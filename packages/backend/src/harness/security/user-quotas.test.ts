import { QUOTA_MESSAGES, USER_QUOTAS } from '@portal/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';

// Issue 28 finding 8: nothing bounded what one user stores. A script could save a layout for
// millions of table names, mark millions of articles read and record page views without end.
// The quotas are filled straight in the database (as a looping script would through the API), then
// one more is asked for through the API.
const LAYOUT = { sortData: { columnVisibilityModel: { sku: true }, columnsOrder: ['sku'] } };

describe.each(databasesUnderTest())('per-user quotas on $name', (database) => {
  let api: TestApi;
  let user: LoginAnswer;
  beforeAll(async () => {
    api = await startTestBackend(database);
    user = await api.login('ffp@demo.test');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('refuses a layout for one table more than the quota, and still saves an existing one', async () => {
    await sql`insert into table_layouts (user_id, table_name, sort_data)
      select ${user.userId}, 'table-' || n, '{}'::jsonb from generate_series(1, ${USER_QUOTAS.tableLayouts}) n`.execute(
      api.backend.db,
    );

    const more = await api.call('PATCH', `/users/${user.userId}/table-sort/one-more`, {
      token: user.accessToken,
      body: LAYOUT,
    });
    const existing = await api.call('PATCH', `/users/${user.userId}/table-sort/table-1`, {
      token: user.accessToken,
      body: LAYOUT,
    });

    expect([more.status, more.body.message]).toEqual([409, QUOTA_MESSAGES.tableLayouts]);
    expect(existing.status).toBe(200);
  });

  it('refuses marking one article more than the quota as read, and accepts one already read', async () => {
    await sql`insert into viewed_articles (user_id, article)
      select ${user.userId}, 'page' || n from generate_series(1, ${USER_QUOTAS.viewedArticles}) n`.execute(
      api.backend.db,
    );

    const more = await api.call('PUT', `/users/${user.userId}/articles`, {
      token: user.accessToken,
      body: { viewed_article: 'onemore' },
    });
    const again = await api.call('PUT', `/users/${user.userId}/articles`, {
      token: user.accessToken,
      body: { viewed_article: 'page1' },
    });

    expect([more.status, more.body.message]).toEqual([409, QUOTA_MESSAGES.viewedArticles]);
    expect(again.status).toBe(200);
  });

  it('refuses page views past the day’s quota, and counts only the last 24 hours', async () => {
    const other = await api.login('ecom3k@demo.test');
    const record = (token: string) =>
      api.call('POST', '/analytics/page-views', { token, body: { path: '/dashboard' } });
    await sql`insert into page_view_events (user_id, brand_code, brand_type, path, viewed_at)
      select ${user.userId}, null, 'ffp', '/dashboard', now() - interval '1 hour'
      from generate_series(1, ${USER_QUOTAS.pageViewsPerDay})`.execute(api.backend.db);
    await sql`insert into page_view_events (user_id, brand_code, brand_type, path, viewed_at)
      select ${other.userId}, null, 'ecom3k', '/dashboard', now() - interval '25 hours'
      from generate_series(1, ${USER_QUOTAS.pageViewsPerDay})`.execute(api.backend.db);

    const refused = await record(user.accessToken);
    const yesterdayOnly = await record(other.accessToken);

    expect([refused.status, refused.body.message]).toEqual([429, QUOTA_MESSAGES.pageViews]);
    expect(yesterdayOnly.status).toBe(204);
  });
});
