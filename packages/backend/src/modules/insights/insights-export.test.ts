import { todayUtc } from '@portal/schema';
import { io as connect, type Socket } from 'socket.io-client';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../test-support/test-backend.ts';

const DAY_MS = 86_400_000;
const dayBefore = (days: number) =>
  new Date(Date.parse(todayUtc()) - days * DAY_MS).toISOString().slice(0, 10);
const PERIOD = { from: dayBefore(28), to: dayBefore(1) };

interface ExportComplete {
  exportId: string;
  fileName: string;
  contentType: string;
  content?: string;
  error?: string;
}

// The server-built export of a card's SKU list: answered 202 at once, the PDF itself delivered to
// the asking user by the export-complete event, holding every SKU row the SKU call answers.
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
    const delivered = new Promise<ExportComplete>((resolve) => mine.once('export-complete', resolve));

    const started = await api.call('POST', '/performance/export/sku', {
      token: admin.accessToken,
      body: { ...PERIOD, brand, card: 'summary', title: 'Total Summary by Brands' },
    });
    expect(started.status).toBe(202);
    expect(started.body.fileName).toBe(
      `total-summary-by-brands-${brand.toLowerCase()}-${PERIOD.from}-to-${PERIOD.to}.pdf`,
    );

    const event = await delivered;
    expect(event).toMatchObject({ exportId: started.body.exportId, contentType: 'application/pdf' });
    expect(event.error).toBeUndefined();
    const pdf = new Uint8Array(Buffer.from(event.content as string, 'base64'));
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text).toContain('Total Summary by Brands');
    expect(text).toContain(`${PERIOD.from} to ${PERIOD.to}`);
    for (const row of skuRows) expect(text).toContain(row.seller_sku);
    expect(text).toContain('Revenue');
    expect(overheard).toEqual([]);
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
