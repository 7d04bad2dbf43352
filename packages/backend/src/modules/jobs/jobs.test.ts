import { addIsoDays, todayUtc } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLink } from '../../files/stored-files.ts';
import { waitForJob } from '../../test-support/jobs.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const dayBefore = (days: number) => addIsoDays(todayUtc(), -days);
const PERIOD = { from: dayBefore(28), to: dayBefore(1) };

// A job and its file are their starter's: another brand's user learns nothing, not even that the
// job exists, and a file link opens only for the user it names.
describe.each(databasesUnderTest().slice(0, 1))('jobs and files between brands on $name', (database) => {
  let api: TestApi;
  let jobId: string;
  let fileId: string;
  let owner: string;

  beforeAll(async () => {
    api = await startTestBackend(database);
    const mc = await api.login('mc@demo.test');
    owner = mc.userId;
    const started = await api.call('POST', '/performance/export/sku', {
      token: mc.accessToken,
      body: { ...PERIOD, brand: mc.brand_code, card: 'summary', title: 'Total Summary' },
    });
    expect(started.status).toBe(202);
    const job = await waitForJob(api, mc.accessToken, started.body.jobId);
    expect(job.status).toBe('succeeded');
    jobId = job.id;
    fileId = job.result.file_id;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('answers 404 to another brand’s user reading the job, and leaves it out of their list', async () => {
    const mr = await api.login('mr@demo.test');
    const read = await api.call('GET', `/jobs/${jobId}`, { token: mr.accessToken });
    const list = await api.call('GET', '/jobs?kind=insights-export', { token: mr.accessToken });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Job not found');
    expect(list.body.map((j: { id: string }) => j.id)).not.toContain(jobId);
  });

  it('opens the file only by a link signed for its owner', async () => {
    const mr = await api.login('mr@demo.test');
    const own = await fetch(`${api.url}${new URL(await fileLink(api.backend.ctx, fileId, owner)).pathname}`);
    const foreign = await fetch(
      `${api.url}${new URL(await fileLink(api.backend.ctx, fileId, mr.userId)).pathname}`,
    );
    expect(own.status).toBe(200);
    expect(foreign.status).toBe(404);
  });

  it('refuses a link whose signature was tampered with', async () => {
    const link = new URL(await fileLink(api.backend.ctx, fileId, owner)).pathname;
    const tampered = `${link.slice(0, -4)}${link.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const res = await fetch(`${api.url}${tampered}`);
    expect(res.status).toBe(404);
  });
});
