import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListingsSimulator,
  type ListingsSimulator,
  UNTHROTTLED_RATES,
} from '../../connectors/listings/listings-simulator.ts';
import { waitForJob } from '../../test-support/jobs.ts';
import {
  databasesUnderTest,
  type LoginAnswer,
  startTestBackend,
  type TestApi,
} from '../../test-support/test-backend.ts';
import { syncListings } from '../listings/sync/sync-listings.ts';
import { bulkUpdateTimings } from './bulk-update.job.ts';
import { submissionTimings } from './submission-outcome.ts';

const US = 'ATVPDKIKX0DER';
const title = (value: string) => [{ value, marketplace_id: US, language_tag: 'en_US' }];
// Valid for the definition, refused by the marketplace's title standards (reserved characters).
const refusedTitle = (sku: string) => `Refused ${sku} {on sale!}`;

/** The columns a listing's attributes decide (what an accepted change writes, and the sync after it). */
const ATTRIBUTE_COLUMNS = [
  'sku',
  'attributes',
  'item_name',
  'summaries',
  'parent_sku',
  'parentage_level',
  'variation_theme',
  'variation_theme_deprecated',
  'parent_asin',
  'child_asins',
] as const;

describe.each(databasesUnderTest())('accepted bulk changes reach the listing rows on $name', (database) => {
  let api: TestApi;
  let ffp: LoginAnswer;
  let sellerId: string;
  let brandCode: string;
  // The running simulator with Amazon's buckets lifted: the test's sync reads without 429s.
  const simulator: ListingsSimulator = createListingsSimulator({ rates: UNTHROTTLED_RATES });

  beforeAll(async () => {
    api = await startTestBackend(database, {
      jobTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
      connectorOverrides: { listings: simulator },
    });
    bulkUpdateTimings.feedPollMs = 200;
    submissionTimings.pollMs = 100;
    ffp = await api.login('ffp@demo.test');
    const markets = await api.call('GET', '/brands/get-authorized-marketplaces', { token: ffp.accessToken });
    const market = markets.body.sp_api_authorized_marketplaces.find(
      (m: { marketplace_id: string }) => m.marketplace_id === US,
    );
    sellerId = market.selling_partner_id;
    const row = await api.backend.db
      .selectFrom('listings')
      .select('brand_code')
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .executeTakeFirstOrThrow();
    brandCode = row.brand_code;
  }, 600_000);
  afterAll(async () => {
    await api?.stop();
    simulator.close();
  });

  /** Unarchived listings of the seller's most common product type, parents left out, from the n-th on. */
  async function sameType(count: number, from: number) {
    const rows = await api.backend.db
      .selectFrom('listings')
      .select(['sku', 'product_type', 'brand_code', 'item_name'])
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .where('archived', '=', false)
      .where((eb) => eb.or([eb('parentage_level', 'is', null), eb('parentage_level', '!=', 'PARENT')]))
      .orderBy('sku')
      .execute();
    const byType = new Map<string, typeof rows>();
    for (const r of rows) byType.set(r.product_type, [...(byType.get(r.product_type) ?? []), r]);
    const largest = [...byType.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    const found = largest.slice(from, from + count);
    expect(found).toHaveLength(count);
    return found;
  }

  /** The title Your Listings shows for a SKU, read through the route the web uses. */
  async function shownTitle(sku: string): Promise<string | null> {
    const res = await api.call(
      'GET',
      `/amazon-listings/items?seller_id=${sellerId}&marketplace_id=${US}&search=${encodeURIComponent(sku)}`,
      { token: ffp.accessToken },
    );
    expect(res.status).toBe(200);
    const row = (res.body.rows as { sku: string; itemName: string | null }[]).find((r) => r.sku === sku);
    if (!row) throw new Error(`${sku} is not in the listings read`);
    return row.itemName;
  }

  const attributeColumns = (skus: string[]) =>
    api.backend.db
      .selectFrom('listings')
      .select([...ATTRIBUTE_COLUMNS])
      .where('seller_id', '=', sellerId)
      .where('marketplace_id', '=', US)
      .where('sku', 'in', skus)
      .orderBy('sku')
      .execute();

  /**
   * Summaries without what Amazon decides on processing, not from the attributes: its date, the
   * status and the main image the catalog displays (ADR 0614 leaves them to the sync).
   */
  const comparable = (rows: Awaited<ReturnType<typeof attributeColumns>>) =>
    rows.map((r) => ({
      ...r,
      summaries: (r.summaries as Record<string, unknown>[]).map(
        ({ lastUpdatedDate: _d, status: _s, mainImage: _i, ...rest }) => rest,
      ),
    }));

  it('bulk edit v2: accepted SKUs show the new title at once, a refused one keeps its own; another brand’s same SKU is untouched', async () => {
    const listings = await sameType(4, 0);
    const [refused] = listings;
    if (!refused) throw new Error('no listing');
    // Another brand's listing under the same SKU (its own seller): the submission is not its.
    const other = await api.backend.db
      .selectFrom('authorized_marketplaces')
      .select(['seller_id', 'brand_code'])
      .where('brand_code', '!=', brandCode)
      .where('seller_id', '!=', sellerId)
      .where('marketplace_id', '=', US)
      .executeTakeFirstOrThrow();
    const accepted = listings.slice(1);
    const twin = accepted[0];
    if (!twin) throw new Error('no listing');
    await api.backend.db
      .insertInto('listings')
      .columns([
        'seller_id',
        'marketplace_id',
        'sku',
        'brand_code',
        'item_name',
        'product_type',
        'status',
        'last_updated_date',
      ])
      .expression((eb) =>
        eb
          .selectFrom('listings')
          .select((s) => [
            s.val(other.seller_id).as('seller_id'),
            'marketplace_id',
            'sku',
            s.val(other.brand_code).as('brand_code'),
            'item_name',
            'product_type',
            'status',
            'last_updated_date',
          ])
          .where('seller_id', '=', sellerId)
          .where('marketplace_id', '=', US)
          .where('sku', '=', twin.sku),
      )
      .execute();

    const listingsData = listings.map((l) => ({
      seller_sku: l.sku,
      attributesToSubmit: {
        item_name: title(l === refused ? refusedTitle(l.sku) : `Accepted v2 ${l.sku}`),
      },
      touchedAttributes: ['item_name'],
    }));
    const start = await api.call('POST', '/amazon-listings/bulk-edit-2', {
      token: ffp.accessToken,
      body: { bulkUpdateId: randomUUID(), sellerId, marketplaceId: US, listingsData },
    });
    expect(start.status).toBe(202);
    const job = await waitForJob(api, ffp.accessToken, start.body.jobId);
    expect(job).toMatchObject({ status: 'succeeded', result: { summary: '3 listings accepted, 1 refused' } });

    for (const l of accepted) expect(await shownTitle(l.sku)).toBe(`Accepted v2 ${l.sku}`);
    expect(await shownTitle(refused.sku)).toBe(refused.item_name);
    const [refusedRow] = await attributeColumns([refused.sku]);
    expect(JSON.stringify(refusedRow?.attributes)).not.toContain('{on sale!}');
    const twinRow = await api.backend.db
      .selectFrom('listings')
      .select(['item_name', 'attributes'])
      .where('seller_id', '=', other.seller_id)
      .where('marketplace_id', '=', US)
      .where('sku', '=', twin.sku)
      .executeTakeFirstOrThrow();
    expect(twinRow).toEqual({ item_name: twin.item_name, attributes: {} });
  }, 120_000);

  it('bulk edit v1: the accepted SKUs show the new title when the dialog answers, the refused one its old', async () => {
    const listings = await sameType(3, 4);
    const [refused] = listings;
    if (!refused) throw new Error('no listing');
    const accepted = listings.slice(1);
    const answer = await api.call('POST', '/amazon-listings/bulk-edit', {
      token: ffp.accessToken,
      body: {
        listingsData: listings.map((l) => ({
          seller_sku: l.sku,
          seller_id: sellerId,
          brand_code: l.brand_code,
          marketplace_id: US,
          productType: l.product_type,
          updatedValues: title(l === refused ? refusedTitle(l.sku) : `Accepted v1 ${l.sku}`),
          attributeKeyToUpdate: 'item_name',
        })),
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'INVALID', submissionResponses: [{ sku: refused.sku }] });
    for (const l of accepted) expect(await shownTitle(l.sku)).toBe(`Accepted v1 ${l.sku}`);
    expect(await shownTitle(refused.sku)).toBe(refused.item_name);
  }, 120_000);

  it('writes the row the next sync writes for the same attributes', async () => {
    const listings = await sameType(3, 7);
    const skus = listings.map((l) => l.sku);
    const listingsData = listings.map((l, i) => ({
      seller_sku: l.sku,
      attributesToSubmit: {
        item_name: title(`Synced title ${l.sku}`),
        // A second attribute on some: the whole patch is applied, not the title alone.
        ...(i % 2 === 0 ? { color: [{ value: 'Teal', marketplace_id: US, language_tag: 'en_US' }] } : {}),
      },
      touchedAttributes: i % 2 === 0 ? ['item_name', 'color'] : ['item_name'],
    }));
    const start = await api.call('POST', '/amazon-listings/bulk-edit-2', {
      token: ffp.accessToken,
      body: { bulkUpdateId: randomUUID(), sellerId, marketplaceId: US, listingsData },
    });
    const job = await waitForJob(api, ffp.accessToken, start.body.jobId);
    expect(job).toMatchObject({ status: 'succeeded', result: { summary: '3 listings accepted, 0 refused' } });
    const written = await attributeColumns(skus);
    expect(written.map((r) => r.item_name)).toEqual(skus.map((sku) => `Synced title ${sku}`));

    // Amazon processes the accepted patches; the next (incremental) sync reads them back.
    await simulator.settle();
    const outcome = await syncListings(
      api.backend.db,
      simulator,
      { sellerId, marketplaceId: US, brandCode },
      'incremental',
    );
    expect(outcome.read).toBeGreaterThanOrEqual(3);
    const synced = await attributeColumns(skus);
    expect(comparable(written)).toEqual(comparable(synced));
  }, 180_000);
});
