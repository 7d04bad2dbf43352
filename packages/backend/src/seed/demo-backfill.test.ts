import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSellingPartner } from '../connectors/sp-api/local-selling-partner.ts';
import { SELLING_PARTNER_RATES } from '../connectors/throttle/selling-partner-rates.ts';
import { ThrottledError } from '../jobs/job-errors.ts';
import type { ReportType } from '../modules/seller-data/reports/report-document.ts';
import { demoMarketplaceFor } from '../modules/seller-data/simulator/demo-marketplace-for.ts';
import type { SyncRequest } from '../modules/seller-data/sync/sync-request.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../test-support/test-backend.ts';
import { DEFAULT_DEMO_SEED } from './demo-data.ts';
import { demoBackfill } from './demo-seller-data.ts';

const pglite = databasesUnderTest()[0];
const BURST = SELLING_PARTNER_RATES['reports.createReport'].burst;

/** The report requests one sync makes, as `syncSellerData` makes them: one per range. */
const reportRequests = (request: SyncRequest) =>
  request.ranges.map((range) => ({
    sellerId: request.sellerId,
    marketplaceId: request.marketplaceId,
    reportType: range.reportType as ReportType,
    from: range.from,
    to: range.to,
  }));

async function drain(documents: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of documents) {
    // Only the request's token is spent here; the documents are not the point.
  }
}

// Every demo account's older history is one sync job (ADR 0281) that asks the marketplace connector
// for its reports. createReport allows a seller a burst of 15, then one a minute: the whole demo
// backfill must fit in each seller's burst, or loading it would take hours.
describe('the demo backfill through the Selling Partner connector', () => {
  let api: TestApi;
  let backfill: SyncRequest[];

  beforeAll(async () => {
    api = await startTestBackend(pglite as NonNullable<typeof pglite>);
    const { accounts } = await demoMarketplaceFor(api.backend.db, {
      seed: DEFAULT_DEMO_SEED,
      now: new Date(),
    });
    backfill = demoBackfill(accounts, new Date());
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('keeps every seller inside createReport’s burst: the whole backfill is asked with no 429', async () => {
    const requests = backfill.flatMap(reportRequests);
    const perSeller = new Map<string, number>();
    for (const r of requests) perSeller.set(r.sellerId, (perSeller.get(r.sellerId) ?? 0) + 1);
    // Amazon's own buckets and no client-side waiting: a request past a seller's burst fails with 429.
    const marketplace = createLocalSellingPartner();
    await Promise.all(requests.map((request) => drain(marketplace.documents(request))));

    expect([backfill.length, perSeller.size]).toEqual([112, 60]);
    expect(Math.max(...perSeller.values())).toBeLessThanOrEqual(BURST);
  });

  it('is refused past the burst: the bucket the backfill stays inside is there', async () => {
    const marketplace = createLocalSellingPartner();
    const request = backfill.flatMap(reportRequests)[0] as ReturnType<typeof reportRequests>[number];
    for (let i = 0; i < BURST; i += 1) await drain(marketplace.documents(request));
    await expect(drain(marketplace.documents(request))).rejects.toBeInstanceOf(ThrottledError);
  });
});
