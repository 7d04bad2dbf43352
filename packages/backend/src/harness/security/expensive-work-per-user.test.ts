import { activeJobsLimitMessage, JOBS_ACTIVE_PER_USER, todayUtc } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

// Issue 28 finding 8: five PDF exports asked for at once by one user all ran. Now a user has at
// most JOBS_ACTIVE_PER_USER unfinished at a time; one more is refused in words, nothing queued.
// The workers are off here, so the accepted exports stay queued while the others are asked for.
const dayBefore = (days: number) =>
  new Date(Date.parse(todayUtc()) - days * 86_400_000).toISOString().slice(0, 10);
const BODY = { from: dayBefore(28), to: dayBefore(1), card: 'summary', title: 'Total Summary by Brands' };

describe.each(databasesUnderTest())('expensive work per user on $name', (database) => {
  let api: TestApi;
  let brand: string;
  beforeAll(async () => {
    api = await startTestBackend(database, { workers: false });
    const admin = await api.login('admin@demo.test');
    const brands = await api.call('POST', '/summary/brand', { token: admin.accessToken, body: BODY });
    brand = (brands.body as { brand_code: string }[])[0]?.brand_code as string;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const exportFor = (token: string) =>
    api.call('POST', '/performance/export/sku', { token, body: { ...BODY, brand } });

  it('runs at most the bound of one user’s PDF exports at once, and refuses the rest in words', async () => {
    const { accessToken } = await api.login('admin@demo.test');

    const answers = await Promise.all(Array.from({ length: 5 }, () => exportFor(accessToken)));
    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status === 429);

    expect(accepted).toHaveLength(JOBS_ACTIVE_PER_USER);
    expect(refused).toHaveLength(5 - JOBS_ACTIVE_PER_USER);
    expect(refused[0]?.body.message).toBe(activeJobsLimitMessage('PDF exports'));
    const queued = await api.call('GET', '/jobs?kind=insights-export', { token: accessToken });
    expect(queued.body).toHaveLength(JOBS_ACTIVE_PER_USER);
  });

  it('bounds each user on their own: another user’s export is still accepted', async () => {
    const { accessToken } = await api.login('manager@demo.test');

    expect((await exportFor(accessToken)).status).toBe(202);
  });
});
