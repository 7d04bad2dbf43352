import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';
import { yesterdayUtc } from '../dashboard/dashboard.service.ts';
import { keywordChartInterval, splitKeywords } from './asin-keywords.service.ts';

const US = 'ATVPDKIKX0DER';
const through = yesterdayUtc();
const minus = (n: number) =>
  new Date(Date.parse(`${through}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const range = `from=${minus(29)}&to=${through}`;
const compare = `&compareFrom=${minus(59)}&compareTo=${minus(30)}`;
type Row = { keyword: string; avg_rank: number | null; old_avg_rank: number | null };

describe('the keyword entry', () => {
  it('is split on commas and lines, trimmed, with blanks and repeats in any case dropped', () => {
    expect(splitKeywords(' yoga mat,, Yoga Mat ,\n cork  block ,')).toEqual(['yoga mat', 'cork block']);
  });

  it('charts by hour over a day and by day over a longer span', () => {
    expect(keywordChartInterval('2026-05-01', '2026-05-01')).toBe('hour');
    expect(keywordChartInterval('2026-05-01', '2026-05-02')).toBe('day');
  });
});

describe.each(databasesUnderTest())('ASIN keywords on $name', (database) => {
  let api: TestApi;
  let admin: string;
  /** A seeded ASIN whose keywords the rank tracker follows. */
  let tracked: string;
  /** A seeded ASIN without keywords, for the add, edit and delete calls. */
  let fresh: string;
  const call = (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, token = admin) =>
    api.call(method, path, { token, body });

  beforeAll(async () => {
    api = await startTestBackend(database);
    admin = (await api.login('admin@demo.test')).accessToken;
    const db = api.backend.db;
    tracked = (
      await sql<{
        asin: string;
      }>`select asin from asin_keywords group by asin order by count(*) desc, asin limit 1`.execute(db)
    ).rows[0]?.asin as string;
    fresh = (
      await sql<{ asin: string }>`select c.asin from catalog_items c where c.marketplace_id = ${US}
        and c.brand_code = 'MC001' and not exists (select 1 from asin_keywords k where k.asin = c.asin)
        order by c.asin limit 1`.execute(db)
    ).rows[0]?.asin as string;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('adds comma-separated keywords once each, edits one by id and deletes a selection', async () => {
    const saved = await call('PUT', `/asins/${fresh}/keywords`, {
      keyword: 'desk lamp, LED lamp ,, desk lamp',
      keywordId: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.rows.map((r: { keyword: string }) => r.keyword)).toEqual(['desk lamp', 'LED lamp']);

    const again = await call('PUT', `/asins/${fresh}/keywords`, {
      keyword: 'Desk Lamp, reading lamp',
      keywordId: null,
    });
    expect(again.body.count).toBe(3);

    const lamp = again.body.rows.find((r: { keyword: string }) => r.keyword === 'reading lamp');
    const edited = await call('PUT', `/asins/${fresh}/keywords`, {
      keyword: 'bedside lamp',
      keywordId: lamp.id,
    });
    expect(edited.body.rows.map((r: { keyword: string }) => r.keyword)).toContain('bedside lamp');

    const ids = edited.body.rows.slice(0, 2).map((r: { id: string }) => r.id);
    const removed = await call('POST', `/asins/${fresh}/keywords`, { keywordIds: ids });
    expect(removed.body).toEqual({ deleted: 2 });
    expect((await call('GET', `/asins/${fresh}/keywords`)).body.count).toBe(1);
  });

  it('deletes nothing when one id of the selection is not the ASIN’s', async () => {
    const list = (await call('GET', `/asins/${tracked}/keywords`)).body;

    const res = await call('POST', `/asins/${tracked}/keywords`, {
      keywordIds: [list.rows[0].id, '00000000-0000-4000-8000-000000000000'],
    });

    expect(res.status).toBe(404);
    expect((await call('GET', `/asins/${tracked}/keywords`)).body.count).toBe(list.count);
  });

  it('refuses a rename onto a keyword the ASIN already tracks', async () => {
    const { rows } = (await call('GET', `/asins/${tracked}/keywords`)).body;

    const res = await call('PUT', `/asins/${tracked}/keywords`, {
      keyword: rows[1].keyword.toUpperCase(),
      keywordId: rows[0].id,
    });

    expect(res.status).toBe(400);
  });

  it('refuses a keyword over 200 characters in words and saves none of the entry', async () => {
    const before = (await call('GET', `/asins/${fresh}/keywords`)).body.count;

    const res = await call('PUT', `/asins/${fresh}/keywords`, {
      keyword: `fine keyword, ${'x'.repeat(600)}`,
      keywordId: null,
    });

    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/A keyword must be at most 200 characters .* has 600\)/);
    expect((await call('GET', `/asins/${fresh}/keywords`)).body.count).toBe(before);
  });

  it('keeps an ASIN at 75 keywords at most', async () => {
    const current = (await call('GET', `/asins/${fresh}/keywords`)).body.count;
    const entry = Array.from({ length: 76 - current }, (_, i) => `limit keyword ${i}`).join(',');

    const res = await call('PUT', `/asins/${fresh}/keywords`, { keyword: entry, keywordId: null });

    expect(res.status).toBe(400);
    expect((await call('GET', `/asins/${fresh}/keywords`)).body.count).toBe(current);
  });

  it('gives each tracked keyword its average rank and the comparison’s', async () => {
    const res = await call('GET', `/asins/keyword_search_results/${tracked}?${range}${compare}`);

    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(3);
    expect(res.body.rows.every((r: Row) => r.avg_rank !== null && r.old_avg_rank !== null)).toBe(true);
  });

  it('reconciles a period’s average rank with its daily rollup and with the observations', async () => {
    const res = await call('GET', `/asins/keyword_search_results/${tracked}?from=${minus(1)}&to=${through}`);
    const row = res.body.rows[0] as Row;
    const { rows } = await sql<{ daily: number; observed: number; days: number }>`
      select avg(d.avg_rank)::float8 as daily, count(*)::int as days,
        (select avg(o.organic_rank)::float8 from keyword_rank_observations o where o.asin = ${tracked}
          and o.keyword_key = lower(${row.keyword}) and o.report_date between ${minus(1)}::date and ${through}::date) as observed
      from keyword_rank_daily d where d.asin = ${tracked} and d.keyword_key = lower(${row.keyword})
        and d.report_date between ${minus(1)}::date and ${through}::date`.execute(api.backend.db);
    const facts = rows[0];

    expect(facts?.days).toBe(2);
    expect(row.avg_rank).toBeCloseTo(facts?.daily ?? -1, 2);
    // Both days are observed every hour, so the mean of the days is the mean of the observations.
    expect(row.avg_rank).toBeCloseTo(facts?.observed ?? -1, 2);
  });

  it('charts a keyword by day over 30 days and by hour over yesterday, with the comparison', async () => {
    const list = (await call('GET', `/asins/${tracked}/keywords`)).body;
    const keyword = encodeURIComponent(list.rows[0].keyword);

    const daily = await call(
      'GET',
      `/asins/keyword_search_results_chart/${tracked}?${range}${compare}&keywords=${keyword}`,
    );
    const hourly = await call(
      'GET',
      `/asins/keyword_search_results_chart/${tracked}?from=${through}&to=${through}&keywords=${keyword}`,
    );

    expect(daily.body.interval).toBe('day');
    expect(daily.body.rows.map((r: { type: string }) => r.type)).toEqual(['current', 'previous']);
    expect(daily.body.rows[0].data).toHaveLength(30);
    expect(hourly.body.interval).toBe('hour');
    expect(hourly.body.rows[0].data).toHaveLength(24);
  });

  it('answers a manager and refuses a user and a brand user', async () => {
    const manager = (await api.login('manager@demo.test')).accessToken;
    const user = (await api.login('user@demo.test')).accessToken;
    const mr = (await api.login('mr@demo.test')).accessToken;

    expect((await call('GET', `/asins/${tracked}/keywords`, undefined, manager)).status).toBe(200);
    expect((await call('GET', `/asins/${tracked}/keywords`, undefined, user)).status).toBe(403);
    expect((await call('PUT', `/asins/${tracked}/keywords`, { keyword: 'x' }, mr)).status).toBe(403);
  });

  it('answers an unknown ASIN as not found', async () => {
    const res = await call('GET', '/asins/B000000000/keywords');

    expect(res.status).toBe(404);
  });
});
