import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createBackend } from '../../backend.ts';
import { LOCAL_CONNECTORS } from '../../connectors/connector-config.ts';
import {
  createListingsSimulator,
  type ListingsSimulator,
  UNTHROTTLED_RATES,
} from '../../connectors/listings/listings-simulator.ts';
import { findJob } from '../../jobs/jobs.repository.ts';
import { compareWithCatalog } from './reflection/compare.ts';
import { recordSubmission } from './reflection/update-reflection.ts';
import { listingsSyncJob } from './sync/listings-sync.job.ts';
import { syncListings } from './sync/sync-listings.ts';

const ACCOUNT = { sellerId: 'A1SIMSELLER', marketplaceId: 'ATVPDKIKX0DER' };
const KEY = { ...ACCOUNT, brandCode: 'SIM001' };

let backend: Backend;
let simulator: ListingsSimulator;

beforeAll(async () => {
  // Delays no test waits out: `settle()` stands for Amazon's minutes having passed. Amazon's
  // buckets lifted here (the last test keeps them) so a sync is not paced at 2 catalog reads a second.
  simulator = createListingsSimulator({
    listingsPerAccount: 40,
    processingDelayMs: 60_000,
    reflectionDelayMs: 60_000,
    rates: UNTHROTTLED_RATES,
  });
  backend = await createBackend({
    pgliteDataDir: 'memory://',
    seed: 'none',
    logger: false,
    ephemeral: true,
    jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    connectors: LOCAL_CONNECTORS,
    connectorOverrides: { listings: simulator },
  });
  await backend.db
    .insertInto('brands')
    .values({ brand_code: 'SIM001', name: 'Simulated', brand_type: 'ffp', status_id: 1 })
    .execute();
  await backend.db
    .insertInto('authorized_marketplaces')
    .values({
      brand_code: 'SIM001',
      seller_id: ACCOUNT.sellerId,
      seller_name: 'Sim',
      marketplace_id: ACCOUNT.marketplaceId,
    })
    .execute();
}, 120_000);
afterAll(async () => {
  simulator?.close();
  await backend?.close();
});

const listing = (sku: string) =>
  backend.db
    .selectFrom('listings')
    .selectAll()
    .where('seller_id', '=', ACCOUNT.sellerId)
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();

/** Patches a standalone listing's title and records the submission as the editor will. */
async function submitTitle(sku: string, title: string) {
  const before = simulator.peek(ACCOUNT, sku);
  if (!before) throw new Error(`no ${sku}`);
  const value = [{ value: title, language_tag: 'en_US', marketplace_id: ACCOUNT.marketplaceId }];
  const answer = await simulator.patchListingsItem(ACCOUNT, sku, {
    productType: before.productType,
    patches: [{ op: 'replace', path: '/attributes/item_name', value }],
  });
  expect(answer).toMatchObject({ sku, status: 'ACCEPTED', issues: [] });
  await recordSubmission(backend.db, ACCOUNT, {
    sku,
    submissionId: answer.submissionId,
    productType: before.productType,
    status: answer.status,
    attributes: { ...before.attributes, item_name: value },
    submittedAt: new Date(),
    userId: null,
  });
}

describe('the listings simulator and the listings sync', () => {
  it('loads every listing on a first sync, and the same sync twice changes nothing', async () => {
    const first = await syncListings(backend.db, simulator, KEY, 'full');
    expect(first).toMatchObject({ mode: 'full', read: 40, changed: 40, removed: 0 });
    const snapshot = await backend.db.selectFrom('listings').selectAll().orderBy('sku').execute();
    const again = await syncListings(backend.db, simulator, KEY, 'full');
    expect(again).toMatchObject({ read: 40, changed: 0, removed: 0 });
    expect(await backend.db.selectFrom('listings').selectAll().orderBy('sku').execute()).toEqual(snapshot);
    const statuses = new Set(snapshot.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['BUYABLE', 'DISCOVERABLE', 'ERROR', 'WARNING']);
    expect(snapshot.some((r) => r.archived)).toBe(true);
    expect(snapshot.some((r) => r.parentage_level === 'PARENT' && r.child_asins.length > 0)).toBe(true);
  });

  it('refuses an invalid submission and previews a valid one without keeping it', async () => {
    const sku = simulator.catalogue(ACCOUNT).find((l) => !l.parentSku && !l.childSkus)?.sku ?? '';
    const invalid = await simulator.patchListingsItem(ACCOUNT, sku, {
      productType: 'SHIRT',
      patches: [{ op: 'replace', path: '/attributes/fake_attribute', value: [{ value: 1 }] }],
    });
    expect(invalid).toMatchObject({
      status: 'INVALID',
      issues: [{ code: '90000900', attributeNames: ['fake_attribute'] }],
    });
    const preview = await simulator.putListingsItem(
      ACCOUNT,
      'NEW-SKU-1',
      {
        productType: 'SHIRT',
        attributes: {
          item_name: [{ value: 'New' }],
          brand: [{ value: 'B' }],
          product_description: [{ value: 'D' }],
        },
      },
      { mode: 'VALIDATION_PREVIEW' },
    );
    expect(preview.status).toBe('VALID');
    expect(simulator.peek(ACCOUNT, 'NEW-SKU-1')).toBeUndefined();
  });

  it('reflects an accepted change after its delay', async () => {
    const sku =
      simulator.catalogue(ACCOUNT).filter((l) => !l.parentSku && !l.childSkus && !l.demoSubmission)[0]?.sku ??
      '';
    await submitTitle(sku, 'A brand new title');
    await syncListings(backend.db, simulator, KEY, 'incremental');
    expect((await listing(sku)).reflecting_state).toBe(0);
    expect(simulator.peek(ACCOUNT, sku)?.displayed.attributes.item_name?.[0]?.value).not.toBe(
      'A brand new title',
    );
    await simulator.settle();
    await syncListings(backend.db, simulator, KEY, 'incremental');
    const row = await listing(sku);
    expect(row.item_name).toBe('A brand new title');
    expect(row).toMatchObject({ reflecting_state: 1, recently_reflected: true });
  });

  it('shows a failed reflection with its differences once the deadline has passed', async () => {
    const target = simulator
      .catalogue(ACCOUNT)
      .filter((l) => !l.parentSku && !l.childSkus && !l.demoSubmission)[1];
    const sku = target?.sku ?? '';
    simulator.failReflection(ACCOUNT, sku, ['item_name']);
    await submitTitle(sku, 'A title the catalog will not take');
    await simulator.settle();
    await syncListings(backend.db, simulator, KEY, 'incremental', { deadlineMs: 0 });
    const row = await listing(sku);
    expect(row.reflecting_state).toBe(2);
    const submission = await backend.db
      .selectFrom('listing_submissions')
      .selectAll()
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
    const { differences, matches } = compareWithCatalog(
      submission.attributes as never,
      row.displayed as never,
    );
    expect(matches).toMatchObject({ product_identity: false, images: true, offer: true });
    expect(differences).toEqual([
      expect.objectContaining({
        kind: 'E',
        group: 'product_identity',
        path: ['item_name'],
        lhs: [{ value: 'A title the catalog will not take' }],
      }),
    ]);
  });

  it('answers 429 when a bucket is spent, and the sync job recovers', async () => {
    // Amazon's catalog bucket is 2 a second, burst 2: a first sync of 40 spends it at once.
    const storm = createListingsSimulator({ listingsPerAccount: 40 });
    const calls = Array.from({ length: 3 }, () => storm.getCatalogItem(ACCOUNT, 'B0NOTHING'));
    const results = await Promise.allSettled(calls);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.name),
    ).toEqual(['ThrottledError']);
    storm.close();

    simulator.failNext(2, 429, 0);
    const owner = await backend.db
      .insertInto('users')
      .values({ email: 'listings-sync@demo.test', name: 'Sync', role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await backend.ctx.jobs.enqueue(
      backend.ctx,
      listingsSyncJob.kind,
      { userId: owner.id, brandCode: null },
      {
        ...KEY,
        mode: 'full',
      },
    );
    await expect
      .poll(async () => (await findJob(backend.db, job.id))?.status, { interval: 100, timeout: 60_000 })
      .toBe('succeeded');
    const done = await findJob(backend.db, job.id);
    expect(done?.attempts).toBeGreaterThanOrEqual(2);
    expect(await backend.db.selectFrom('listings').select('sku').execute()).toHaveLength(40);
  }, 90_000);
});
