import { addIsoDays, todayUtc } from '@portal/schema';
import type { ExportCompletePayload } from '@portal/schema/rest';
import { io as connect, type Socket } from 'socket.io-client';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../../test-support/jobs.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const dayBefore = (days: number) => addIsoDays(todayUtc(), -days);
const PERIOD = { from: dayBefore(28), to: dayBefore(1) };

// The server-built export of a card's SKU list: answered 202 at once with its job; the PDF goes to the
// file store, export-complete (to the asking user only) links it, and the job reads it again later.
describe.each(databasesUnderTest().slice(0, 1))('insights SKU list export on $name', (database) => {
  let api: TestApi;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    api = await startTestBackend(database);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await api?.stop();
  });

  async function listen(token: string): Promise<Socket> {
    const socket = connect(api.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('delivers a PDF whose rows are the SKU call’s rows, to the asking user only', async () => {
    const admin = await api.login('admin@demo.test');
    const other = await api.login('manager@demo.test');
    const brands = await api.call('POST', '/summary/brand', { token: admin.accessToken, body: PERIOD });
    const brand = (brands.body as { brand_code: string }[])[0]?.brand_code as string;
    const skus = await api.call(
      'GET',
      `/performance/summary/sku?${new URLSearchParams({ ...PERIOD, brand })}`,
      { token: admin.accessToken },
    );
    const skuRows = skus.body as { seller_sku: string }[];
    expect(skuRows.length).toBeGreaterThan(0);

    const mine = await listen(admin.accessToken);
    const theirs = await listen(other.accessToken);
    const overheard: unknown[] = [];
    theirs.on('export-complete', (payload) => overheard.push(payload));
    const delivered = new Promise<ExportCompletePayload>((resolve) => mine.once('export-complete', resolve));

    const started = await api.call('POST', '/performance/export/sku', {
      token: admin.accessToken,
      body: { ...PERIOD, brand, card: 'summary', title: 'Total Summary by Brands' },
    });
    expect(started.status).toBe(202);
    expect(started.body.fileName).toBe(
      `total-summary-by-brands-${brand.toLowerCase()}-${PERIOD.from}-to-${PERIOD.to}.pdf`,
    );

    const event = await delivered;
    expect(event).toMatchObject({ jobId: started.body.jobId, contentType: 'application/pdf' });
    expect(event.error).toBeUndefined();
    const download = await fetch(`${api.url}${new URL(event.downloadUrl as string).pathname}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await download.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text).toContain('Total Summary by Brands');
    expect(text).toContain(`${PERIOD.from} to ${PERIOD.to}`);
    for (const row of skuRows) expect(text).toContain(row.seller_sku);
    expect(text).toContain('Revenue');
    expect(overheard).toEqual([]);
  });

  it('keeps the finished export readable through its job, for its owner only', async () => {
    const admin = await api.login('admin@demo.test');
    const other = await api.login('manager@demo.test');
    const brands = await api.call('POST', '/summary/brand', { token: admin.accessToken, body: PERIOD });
    const brand = (brands.body as { brand_code: string }[])[0]?.brand_code as string;
    const started = await api.call('POST', '/performance/export/sku', {
      token: admin.accessToken,
      body: { ...PERIOD, brand, card: 'return-rate', title: 'Return Rate' },
    });
    // Nobody listens: the job alone says how it went.
    const job = await waitForJob(api, admin.accessToken, started.body.jobId);
    expect(job).toMatchObject({ kind: 'insights-export', status: 'succeeded', attempts: 1, error: null });
    expect(job.result).toMatchObject({ file_name: started.body.fileName, content_type: 'application/pdf' });
    const download = await fetch(`${api.url}${new URL(job.result.download_url).pathname}`);
    expect(download.status).toBe(200);
    const listed = await api.call('GET', '/jobs?kind=insights-export&status=succeeded', {
      token: admin.accessToken,
    });
    expect(listed.body.map((j: { id: string }) => j.id)).toContain(job.id);

    const foreign = await api.call('GET', `/jobs/${job.id}`, { token: other.accessToken });
    expect(foreign.status).toBe(404);
    const theirs = await api.call('GET', '/jobs', { token: other.accessToken });
    expect(theirs.body.map((j: { id: string }) => j.id)).not.toContain(job.id);
  });

  it('refuses a brand user another brand before starting anything', async () => {
    const mr = await api.login('mr@demo.test');
    const res = await api.call('POST', '/performance/export/sku', {
      token: mr.accessToken,
      body: { ...PERIOD, brand: 'NOT-MINE', card: 'summary', title: 'Total Summary by Brands' },
    });
    expect(res.status).toBe(403);
  });

  it('answers 404 for a brand the portal does not know, and starts nothing', async () => {
    const admin = await api.login('admin@demo.test');
    const res = await api.call('POST', '/performance/export/sku', {
      token: admin.accessToken,
      body: { ...PERIOD, brand: 'NOPE-404', card: 'summary', title: 'Total Summary by Brands' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Brand not found');
  });

  it('refuses an unknown card and a missing title with 400', async () => {
    const admin = await api.login('admin@demo.test');
    const res = await api.call('POST', '/performance/export/sku', {
      token: admin.accessToken,
      body: { ...PERIOD, brand: 'X', card: 'heatmap' },
    });
    expect(res.status).toBe(400);
  });
});
