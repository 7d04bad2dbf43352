import { afterAll, describe, expect, it } from 'vitest';
import { ThrottledError } from '../../jobs/job-errors.ts';
import type { MarketplaceDataConnector } from '../../modules/seller-data/connector.ts';
import { REPORT_TYPES, type ReportDocument } from '../../modules/seller-data/reports/report-document.ts';
import { ConnectorError } from '../connector-errors.ts';
import { createConnectorHttp } from '../http/connector-http.ts';
import type { FaultStatus } from '../local/local-service.ts';
import { FAKE_LWA, startFakeSpApi } from '../testing/fake-sp-api.ts';
import { createLocalSellingPartner } from './local-selling-partner.ts';
import type { SellingPartnerConnector } from './selling-partner-connector.ts';
import { createSpApiAdapter } from './sp-api-adapter.ts';

const SELLER = { sellerId: 'A1SELLER', marketplaceId: 'ATVPDKIKX0DER' };
const OTHER_SELLER = { sellerId: 'A2OTHER', marketplaceId: 'ATVPDKIKX0DER' };
const SALES = REPORT_TYPES.salesAndTraffic;
/** The day with no sales: Amazon answers such a report CANCELLED. */
const EMPTY_DAY = '2026-03-03';
const bodyOf = (reportType: string, day: string | undefined) =>
  day === EMPTY_DAY ? null : JSON.stringify({ reportType, day: day ?? null });
// Patches refill slowly in these tests, so "spent" never depends on how fast the machine is.
const RATES = { 'listingsItems.patchListingsItem': { perSecond: 0.001, burst: 3 } };
const RETRIES = 1;

interface Subject {
  sp: SellingPartnerConnector;
  /** The next `count` calls fail with `status`, whatever the implementation does to retry. */
  failNext(count: number, status: FaultStatus): void;
}

/** The simulator's report source, a document per day as the demo marketplace writes them. */
const source: MarketplaceDataConnector = {
  async *documents(request): AsyncIterable<ReportDocument> {
    const last = request.to ?? request.from ?? '';
    for (let day = request.from ?? ''; day <= last; day = nextDay(day)) {
      const body = bodyOf(request.reportType, day);
      if (body !== null)
        yield { ...request, documentId: `doc-${day}`, generatedAt: '', dataStartTime: day, body };
    }
  },
};
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const implementations: { name: string; start(): Promise<Subject> }[] = [
  {
    name: 'the local simulator',
    async start() {
      const sp = createLocalSellingPartner({ reports: source, rates: RATES, pollsUntilDone: 2 });
      return { sp, failNext: (count, status) => sp.failNext(count, status, 0) };
    },
  },
  {
    name: 'the SP-API adapter against a local HTTP fake',
    async start() {
      const fake = await startFakeSpApi({
        refreshTokens: { [SELLER.sellerId]: 'Atzr|seller', [OTHER_SELLER.sellerId]: 'Atzr|other' },
        reportBody: bodyOf,
        rates: RATES,
      });
      cleanups.push(() => fake.close());
      const http = createConnectorHttp({ service: 'Selling Partner API', retries: RETRIES, retryDelayMs: 1 });
      const tokens: Record<string, string> = {
        [SELLER.sellerId]: 'Atzr|seller',
        [OTHER_SELLER.sellerId]: 'Atzr|other',
      };
      const sp = createSpApiAdapter({
        http,
        endpoint: fake.url,
        lwa: { tokenUrl: fake.tokenUrl, ...FAKE_LWA },
        refreshTokenOf: async (sellerId) => tokens[sellerId] ?? null,
        reportPollMs: () => 1,
      });
      // Each failing call is one request per attempt the client makes.
      return { sp, failNext: (count, status) => fake.failNext(count * (RETRIES + 1), status, '0') };
    },
  },
];

/** Waits until a submission is reflected (Amazon processes it after accepting it). */
async function reflected(
  sp: SellingPartnerConnector,
  sku: string,
  check: (name: string | undefined) => boolean,
) {
  await expect
    .poll(async () => check((await sp.getListingsItem(SELLER, sku))?.summaries[0]?.itemName), {
      timeout: 10_000,
    })
    .toBe(true);
}

describe.each(implementations)('the Selling Partner connector: $name', (implementation) => {
  it('accepts a new listing and shows it once processed', async () => {
    const { sp } = await implementation.start();

    const submission = await sp.putListingsItem(SELLER, 'SKU-1', {
      productType: 'LUGGAGE',
      attributes: { item_name: [{ value: 'Carry-on', marketplace_id: SELLER.marketplaceId }] },
    });

    expect(submission).toMatchObject({ sku: 'SKU-1', status: 'ACCEPTED', issues: [] });
    await reflected(sp, 'SKU-1', (name) => name === 'Carry-on');
    expect((await sp.getListingsItem(SELLER, 'SKU-1'))?.summaries[0]?.productType).toBe('LUGGAGE');
  });

  it('answers no listing for a SKU the seller does not have', async () => {
    const { sp } = await implementation.start();

    expect(await sp.getListingsItem(SELLER, 'NO-SUCH-SKU')).toBeNull();
  });

  it('replaces a top-level attribute through a patch', async () => {
    const { sp } = await implementation.start();
    await sp.putListingsItem(SELLER, 'SKU-2', {
      productType: 'LUGGAGE',
      attributes: { item_name: [{ value: 'Old' }] },
    });
    await reflected(sp, 'SKU-2', (name) => name === 'Old');

    await sp.patchListingsItem(SELLER, 'SKU-2', {
      productType: 'LUGGAGE',
      patches: [{ op: 'replace', path: '/attributes/item_name', value: [{ value: 'New' }] }],
    });

    await reflected(sp, 'SKU-2', (name) => name === 'New');
  });

  it('delivers one report document per day of a range, skipping a day without data', async () => {
    const { sp } = await implementation.start();

    const documents: ReportDocument[] = [];
    for await (const d of sp.documents({
      ...SELLER,
      reportType: SALES,
      from: '2026-03-02',
      to: '2026-03-04',
    }))
      documents.push(d);

    expect(documents.map((d) => [d.dataStartTime, JSON.parse(d.body).day])).toEqual([
      ['2026-03-02', '2026-03-02'],
      ['2026-03-04', '2026-03-04'],
    ]);
    expect(documents.every((d) => d.sellerId === SELLER.sellerId && d.reportType === SALES)).toBe(true);
  });

  it('runs a report through createReport, getReport polls and getReportDocument', async () => {
    const { sp } = await implementation.start();

    const { reportId } = await sp.createReport(SELLER, {
      reportType: SALES,
      dataStartTime: '2026-03-05T00:00:00Z',
    });
    let status = await sp.getReport(SELLER, reportId);
    expect(['IN_QUEUE', 'IN_PROGRESS']).toContain(status.processingStatus);
    status = await sp.getReport(SELLER, reportId);

    expect(status.processingStatus).toBe('DONE');
    expect(JSON.parse(await sp.getReportDocument(SELLER, status.reportDocumentId as string)).day).toBe(
      '2026-03-05',
    );
  });

  it('answers a throttle as a ThrottledError (the job re-queues), then serves the next call', async () => {
    const { sp, failNext } = await implementation.start();
    // The adapter now holds a cached token: the fault hits the listing call itself.
    await sp.getListingsItem(SELLER, 'WARM-UP');
    failNext(1, 429);

    const error = await sp.getListingsItem(SELLER, 'WARM-UP').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ThrottledError);
    expect(await sp.getListingsItem(SELLER, 'WARM-UP')).toBeNull();
  });

  it('answers an outage as a retryable ConnectorError', async () => {
    const { sp, failNext } = await implementation.start();
    await sp.getListingsItem(SELLER, 'WARM-UP');
    failNext(1, 503);

    const error = await sp.getListingsItem(SELLER, 'WARM-UP').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).retryable).toBe(true);
  });

  it('throttles a seller whose bucket is spent, and not another seller', async () => {
    const { sp } = await implementation.start();
    await sp.putListingsItem(SELLER, 'SKU-3', { productType: 'LUGGAGE', attributes: {} });
    await sp.putListingsItem(OTHER_SELLER, 'SKU-3', { productType: 'LUGGAGE', attributes: {} });
    await expect.poll(async () => (await sp.getListingsItem(SELLER, 'SKU-3')) !== null).toBe(true);
    await expect.poll(async () => (await sp.getListingsItem(OTHER_SELLER, 'SKU-3')) !== null).toBe(true);
    const patch = { productType: 'LUGGAGE', patches: [{ op: 'delete' as const, path: '/attributes/color' }] };
    for (let i = 0; i < RATES['listingsItems.patchListingsItem'].burst; i += 1)
      await sp.patchListingsItem(SELLER, 'SKU-3', patch);

    const error = await sp.patchListingsItem(SELLER, 'SKU-3', patch).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ThrottledError);
    expect((await sp.patchListingsItem(OTHER_SELLER, 'SKU-3', patch)).status).toBe('ACCEPTED');
  });
});
