import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../../test-support/jobs.ts';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';
import { bulkUpdateTimings } from './bulk-update.job.ts';
import { csvProcessingHooks } from './csv-process.job.ts';

const US = 'ATVPDKIKX0DER';
const MiB = 1024 * 1024;
const BOUNDARY = '----portal-test-boundary';

/** Every file under a folder (the file store's root), recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe.each(databasesUnderTest())('bulk tools on $name', (database) => {
  let api: TestApi;
  let ffp: LoginAnswer;
  let ecom: LoginAnswer;
  let sellerId: string;
  let filesDir: string;
  let scratch: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'portal-bulk-test-'));
    filesDir = join(scratch, 'files');
    api = await startTestBackend(database, {
      filesDir,
      jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    });
    bulkUpdateTimings.feedPollMs = 200;
    ffp = await api.login('ffp@demo.test');
    ecom = await api.login('ecom3k@demo.test');
    const markets = await api.call('GET', '/brands/get-authorized-marketplaces', { token: ffp.accessToken });
    sellerId = markets.body.sp_api_authorized_marketplaces.find(
      (m: { marketplace_id: string }) => m.marketplace_id === US,
    ).selling_partner_id;
  }, 600_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await api?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  function socketOf(token: string): Promise<Socket> {
    const socket = connect(api.url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  /**
   * Streams a multipart upload without a Content-Length (chunked), `chunks` of `chunk` each, so
   * only the server's count of bytes received can stop it. `abortAfter` destroys the request then.
   */
  function upload(
    token: string,
    fileName: string,
    chunk: Buffer,
    chunks: number,
    abortAfter?: number,
  ): Promise<{ status: number; body: unknown } | 'aborted'> {
    return new Promise((resolve, reject) => {
      const url = new URL(`/amazon-listings/uploadCSV?sellerId=${sellerId}&marketplaceId=${US}`, api.url);
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString()) }),
        );
      });
      req.on('error', (error) => (answered ? undefined : abortAfter ? resolve('aborted') : reject(error)));
      req.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
      );
      let sent = 0;
      const next = () => {
        while (!answered && sent < chunks) {
          if (abortAfter !== undefined && sent === abortAfter) {
            req.destroy();
            resolve('aborted');
            return;
          }
          sent += 1;
          if (!req.write(chunk)) {
            req.once('drain', next);
            return;
          }
        }
        if (!answered) req.end(`\r\n--${BOUNDARY}--\r\n`);
      };
      next();
    });
  }

  const csvChunk = (heading: boolean) => {
    const line = 'SKU-NOT-SOLD-HERE,Some title that fills the file\n';
    const body = line.repeat(Math.floor(MiB / line.length));
    return Buffer.from(heading ? `sku,title\n${body}` : body);
  };

  it('refuses a 350 MB+ upload past the limit without storing any of it', async () => {
    const before = await filesUnder(filesDir);
    const answer = await upload(ffp.accessToken, 'huge.csv', csvChunk(false), 360);
    expect(answer).toMatchObject({ status: 413, body: { message: 'File size should be less than 350 MB.' } });
    expect(await filesUnder(filesDir)).toEqual(before);
    const rows = await api.backend.db
      .selectFrom('csv_uploads')
      .select('id')
      .where('seller_id', '=', sellerId)
      .execute();
    expect(rows).toEqual([]);
  }, 180_000);

  it('keeps nothing of an upload the client abandons midway', async () => {
    const before = await filesUnder(filesDir);
    expect(await upload(ffp.accessToken, 'half.csv', csvChunk(true), 40, 20)).toBe('aborted');
    await expect.poll(() => filesUnder(filesDir), { timeout: 10_000 }).toEqual(before);
    const rows = await api.backend.db
      .selectFrom('csv_uploads')
      .select('id')
      .where('seller_id', '=', sellerId)
      .execute();
    expect(rows).toEqual([]);
  });

  async function skusOf(count: number) {
    const rows = await api.backend.db
      .selectFrom('listings')
      .select(['sku', 'asin', 'product_type'])
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .where((eb) => eb.or([eb('parentage_level', 'is', null), eb('parentage_level', '!=', 'PARENT')]))
      .orderBy('sku')
      .execute();
    const byType = new Map<string, typeof rows>();
    for (const r of rows) byType.set(r.product_type, [...(byType.get(r.product_type) ?? []), r]);
    const largest = [...byType.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    return largest.slice(0, count);
  }

  /** A CSV of `rows` lines: the given SKUs spread among SKUs no listing has. */
  function csvOf(skus: string[], rows: number): string {
    const lines = ['sku,item_name,color'];
    for (let i = 0; i < rows; i += 1) {
      // Each known SKU once, every 100th row; the rest match nothing.
      const sku = i % 100 === 0 && i / 100 < skus.length ? skus[i / 100] : `UNKNOWN-${i}`;
      lines.push(`${sku},Title ${i},Blue`);
    }
    return `${lines.join('\n')}\n`;
  }

  async function uploadText(text: string): Promise<string> {
    const answer = await upload(ffp.accessToken, 'changes.csv', Buffer.from(text), 1);
    expect(answer).toMatchObject({ status: 201, body: { headings: ['sku', 'item_name', 'color'] } });
    return (answer as { body: { csvConfigId: string } }).body.csvConfigId;
  }

  it('processes an upload in batches, announcing each, and reports the listings matched', async () => {
    const skus = (await skusOf(5)).map((l) => l.sku);
    const csvConfigId = await uploadText(csvOf(skus, 2_500));
    const socket = await socketOf(ffp.accessToken);
    const events: { batchNumber: number; csvProcessCompleted: boolean; listingsMatched: number }[] = [];
    socket.on('csv-upload-processed', (e) => events.push(e));
    const start = await api.call('POST', '/amazon-listings/process-csv-upload', {
      token: ffp.accessToken,
      body: { csvConfigId, sellerId, marketplaceId: US, selectedType: 'sku', selectedColumn: 'sku' },
    });
    expect(start.status).toBe(202);
    const job = await waitForJob(api, ffp.accessToken, start.body.processId);
    expect(job).toMatchObject({
      status: 'succeeded',
      result: { summary: 'CSV process completed. Listings matched: 5' },
    });
    await expect.poll(() => events.length).toBe(4);
    expect(events.map((e) => [e.batchNumber, e.csvProcessCompleted])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [3, true],
    ]);

    const imported = await api.call('POST', '/amazon-listings/imported', {
      token: ffp.accessToken,
      body: {
        processId: start.body.processId,
        sellerId,
        marketplaceId: US,
        mappedAttributes: { item_name: 'item_name', color: 'color' },
      },
    });
    expect(imported.body.count).toBe(5);
    expect(imported.body.listings[0].attributesToSubmit.color[0].value).toBe('Blue');
    // Another brand's user cannot start processing of this brand's upload.
    const foreign = await api.call('POST', '/amazon-listings/process-csv-upload', {
      token: ecom.accessToken,
      body: { csvConfigId, sellerId, marketplaceId: US, selectedType: 'sku', selectedColumn: 'sku' },
    });
    expect(foreign.status).toBe(403);
  }, 60_000);

  it('an interrupted processing leaves no half batch and resumes after the last whole one', async () => {
    const skus = (await skusOf(3)).map((l) => l.sku);
    const csvConfigId = await uploadText(csvOf(skus, 2_500));
    let interrupted = false;
    csvProcessingHooks.beforeBatchCommit = (batch) => {
      if (batch === 2 && !interrupted) {
        interrupted = true;
        throw new Error('the process died');
      }
    };
    try {
      const start = await api.call('POST', '/amazon-listings/process-csv-upload', {
        token: ffp.accessToken,
        body: { csvConfigId, sellerId, marketplaceId: US, selectedType: 'sku', selectedColumn: 'sku' },
      });
      const job = await waitForJob(api, ffp.accessToken, start.body.processId);
      expect(interrupted).toBe(true);
      expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
      const batches = await api.backend.db
        .selectFrom('csv_upload_batches')
        .select(['batch_number', 'rows_read'])
        .where('process_id', '=', start.body.processId)
        .orderBy('batch_number')
        .execute();
      expect(batches).toEqual([
        { batch_number: 1, rows_read: 1000 },
        { batch_number: 2, rows_read: 1000 },
        { batch_number: 3, rows_read: 500 },
      ]);
      const matches = await api.backend.db
        .selectFrom('csv_upload_matches')
        .select('row_number')
        .where('process_id', '=', start.body.processId)
        .execute();
      expect(matches).toHaveLength(3);
    } finally {
      csvProcessingHooks.beforeBatchCommit = undefined;
    }
  }, 60_000);

  it('a bulk edit goes as a feed; refused SKUs carry their issues; events reach only the brand', async () => {
    const listings = await skusOf(30);
    expect(listings).toHaveLength(30);
    const ffpSocket = await socketOf(ffp.accessToken);
    const ecomSocket = await socketOf(ecom.accessToken);
    const heard: { sku: string; updateAccepted: boolean; issues: { code: string }[] }[] = [];
    const overheard: unknown[] = [];
    ffpSocket.on('bulk-update-complete', (e) => heard.push(e));
    ecomSocket.on('bulk-update-complete', (e) => overheard.push(e));
    // Valid for the definition, refused by Amazon's title standards (reserved characters).
    const tooLong = new Set(listings.slice(0, 3).map((l) => l.sku));
    const listingsData = listings.map((l) => ({
      seller_sku: l.sku,
      attributesToSubmit: {
        item_name: [
          {
            value: tooLong.has(l.sku) ? `Bulk title ${l.sku} {on sale!}` : `Bulk title ${l.sku}`,
            marketplace_id: US,
            language_tag: 'en_US',
          },
        ],
      },
      touchedAttributes: ['item_name'],
    }));
    const start = await api.call('POST', '/amazon-listings/bulk-edit-2', {
      token: ffp.accessToken,
      body: { bulkUpdateId: randomUUID(), sellerId, marketplaceId: US, listingsData },
    });
    expect(start.status).toBe(202);
    const job = await waitForJob(api, ffp.accessToken, start.body.jobId);
    expect(job).toMatchObject({
      status: 'succeeded',
      result: { summary: '27 listings accepted, 3 refused' },
    });
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(30);
    const refused = heard.filter((e) => !e.updateAccepted);
    expect(new Set(refused.map((e) => e.sku))).toEqual(tooLong);
    expect(refused.every((e) => e.issues.some((i) => i.code === '90003'))).toBe(true);
    expect(overheard).toEqual([]);
  }, 60_000);

  it("refuses values the product type's definition does not accept, per SKU in words, recording nothing", async () => {
    const [a, b, c] = await skusOf(3);
    if (!a || !b || !c) throw new Error('the demo seller has fewer than 3 listings of one type');
    const bulkUpdateId = randomUUID();
    const entry = (value: unknown) => [{ value, marketplace_id: US, language_tag: 'en_US' }];
    const res = await api.call('POST', '/amazon-listings/bulk-edit-2', {
      token: ffp.accessToken,
      body: {
        bulkUpdateId,
        sellerId,
        marketplaceId: US,
        listingsData: [
          // Fine on its own: refused with the others, so the submission is never half-applied.
          {
            seller_sku: a.sku,
            attributesToSubmit: { item_name: entry('A good title') },
            touchedAttributes: ['item_name'],
          },
          {
            seller_sku: b.sku,
            attributesToSubmit: { item_name: entry('x'.repeat(201)) },
            touchedAttributes: ['item_name'],
          },
          {
            seller_sku: c.sku,
            attributesToSubmit: { condition_type: [{ value: 'broken', marketplace_id: US }], item_name: [] },
            touchedAttributes: ['condition_type', 'item_name'],
          },
        ],
      },
    });
    expect(res.status).toBe(400);
    const message = res.body.message as string;
    expect(message).toContain('nothing was submitted');
    expect(message).toContain(`${b.sku}: 'Item Name' is longer than 200 characters.`);
    expect(message).toMatch(new RegExp(`${c.sku}: .*'broken' is not an allowed value`));
    // The emptied title is required: its absence is named too.
    expect(message).toMatch(new RegExp(`${c.sku}: .*'Item Name' is required but not supplied.`));
    expect(message).not.toContain(`${a.sku}:`);
    const recorded = await api.backend.db
      .selectFrom('bulk_updates')
      .select('id')
      .where('id', '=', bulkUpdateId)
      .execute();
    expect(recorded).toEqual([]);
  }, 60_000);

  it('refuses a bulk edit across product types', async () => {
    const rows = await api.backend.db
      .selectFrom('listings')
      .select(['sku', 'product_type'])
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .orderBy('sku')
      .execute();
    const one = rows[0];
    const other = rows.find((r) => r.product_type !== one?.product_type);
    if (!one || !other) throw new Error('the demo seller has one product type only');
    const res = await api.call('POST', '/amazon-listings/bulk-edit-2', {
      token: ffp.accessToken,
      body: {
        bulkUpdateId: randomUUID(),
        sellerId,
        marketplaceId: US,
        listingsData: [one, other].map((l) => ({
          seller_sku: l.sku,
          attributesToSubmit: { color: [{ value: 'Red' }] },
          touchedAttributes: ['color'],
        })),
      },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Cannot bulk edit listings with different product types.' },
    });
  });

  it('bulk-loads only the attributes asked for (the step-2 grid’s columns)', async () => {
    const rows = await api.backend.db
      .selectFrom('listings')
      .select(['sku', 'attributes'])
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .orderBy('sku')
      .limit(2)
      .execute();
    const skus = rows.map((r) => r.sku);
    const res = await api.call(
      'GET',
      `/amazon-listings/bulk-load?sellerId=${sellerId}&marketplaceId=${US}&skus=${skus.join(',')}&attributes=item_name`,
      { token: ffp.accessToken },
    );
    expect(res.status).toBe(200);
    const listings = (res.body as { listings: { seller_sku: string; attributes: object }[] }).listings;
    expect(listings.map((l) => l.seller_sku).sort()).toEqual([...skus].sort());
    for (const l of listings) expect(Object.keys(l.attributes)).toEqual(['item_name']);
    // Without the parameter every attribute comes.
    const all = await api.call(
      'GET',
      `/amazon-listings/bulk-load?sellerId=${sellerId}&marketplaceId=${US}&skus=${skus[0]}`,
      { token: ffp.accessToken },
    );
    const first = (all.body as { listings: { attributes: object }[] }).listings[0];
    expect(Object.keys(first?.attributes ?? {}).length).toBeGreaterThan(1);
  });

  it('exports the listings as a CSV the user downloads', async () => {
    const start = await api.call(
      'GET',
      `/amazon-listings/request-export?seller_id=${sellerId}&marketplace_id=${US}&export_type=listings`,
      { token: ffp.accessToken },
    );
    expect(start).toMatchObject({ status: 202, body: { result: true } });
    await waitForJob(api, ffp.accessToken, start.body.jobId);
    const list = await api.call('GET', `/amazon-listings/exported-listings-files/${sellerId}/${US}`, {
      token: ffp.accessToken,
    });
    const file = list.body.files.find((f: { jobId: string }) => f.jobId === start.body.jobId);
    expect(file).toMatchObject({ exportType: 'listings', status: 'succeeded' });
    const link = new URL(file.file_url);
    const download = await fetch(new URL(link.pathname, api.url));
    expect(download.status).toBe(200);
    const text = await download.text();
    expect(text.split('\n')[0]).toBe(
      'sku,asin,item_name,product_type,status,archived,parent_sku,last_updated_date',
    );
    expect(text.split('\n').length).toBeGreaterThan(10);
  });
});
