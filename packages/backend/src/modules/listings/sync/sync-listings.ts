import { parse } from 'csv-parse/sync';
import { type Kysely, sql } from 'kysely';
import {
  INCLUDED_DATA,
  type ListingsConnector,
  type ListingsItem,
} from '../../../connectors/listings/listings-connector.ts';
import type { Database } from '../../../db/schema.ts';
import { updateReflection } from '../reflection/update-reflection.ts';
import { listingRow, type MarketplaceListing } from './listing-row.ts';
import {
  lastUpdatedOf,
  linkFamilies,
  removeListingsNotIn,
  type SellerKey,
  storeListings,
} from './store-listings.ts';

export type SyncMode = 'full' | 'incremental';

export interface ListingsSyncOutcome {
  mode: SyncMode;
  read: number;
  changed: number;
  removed: number;
}

export interface ListingsSyncOptions {
  onProgress?: (done: number, total: number | null) => Promise<void> | void;
  now?: Date;
  /** See REFLECTION_DEADLINE_MS. */
  deadlineMs?: number;
  /** Listings read at once: the connector's buckets pace them; this only bounds what waits. */
  concurrency?: number;
}

const BATCH = 50;

/**
 * One seller account's listings from the marketplace (docs/decisions/0403). The first (full) sync
 * reads the All Listings report for the SKUs, then each listing (getListingsItem with everything)
 * and what the catalog displays for its ASIN; an incremental one pages searchListingsItems from the
 * last change it knows, and rereads the SKUs whose submitted changes are not displayed yet. Then
 * families are linked and reflection compared. Storing is idempotent: a retry after a 429 (the
 * job is re-queued) or a second run of the same sync changes nothing.
 */
export async function syncListings(
  db: Kysely<Database>,
  connector: ListingsConnector,
  key: SellerKey & { brandCode: string },
  mode: SyncMode,
  options: ListingsSyncOptions = {},
): Promise<ListingsSyncOutcome> {
  const since = mode === 'incremental' ? await lastUpdatedOf(db, key) : null;
  if (mode === 'incremental' && since === null) return syncListings(db, connector, key, 'full', options);
  const concurrency = options.concurrency ?? 10;
  const withCatalog = async (item: ListingsItem): Promise<MarketplaceListing> => {
    const asin = item.summaries?.[0]?.asin;
    const displayed = asin ? await connector.getCatalogItem(key, asin) : null;
    return listingRow(key, item, displayed);
  };
  let read = 0;
  let changed = 0;
  let removed = 0;
  const store = async (rows: MarketplaceListing[]) => {
    read += rows.length;
    changed += await storeListings(db, rows);
  };

  if (mode === 'full') {
    const report = await connector.allListingsReport(key);
    const skus = (
      parse(report, { delimiter: '\t', columns: true, relax_quotes: true }) as Record<string, string>[]
    )
      .map((r) => r['seller-sku'])
      .filter((s): s is string => Boolean(s));
    for (let i = 0; i < skus.length; i += BATCH) {
      const rows: MarketplaceListing[] = [];
      const batch = skus.slice(i, i + BATCH);
      for (let j = 0; j < batch.length; j += concurrency) {
        const found = await Promise.all(
          batch.slice(j, j + concurrency).map(async (sku) => {
            const item = await connector.getListingsItem(key, sku, [...INCLUDED_DATA]);
            return item ? withCatalog(item) : null;
          }),
        );
        rows.push(...found.filter((r): r is MarketplaceListing => r !== null));
      }
      await store(rows);
      await options.onProgress?.(Math.min(i + BATCH, skus.length), skus.length);
    }
    removed = await removeListingsNotIn(db, key, skus);
    // A first sync may have filled the table since the planner last looked: without fresh
    // statistics the families' self-join below ran for minutes at 50,000 listings (a nested
    // loop over a table it believed empty); with them, under a second.
    await sql`analyze listings`.execute(db);
  } else {
    // A minute's overlap: a change stamped as the last sync read its page is not missed.
    const after = new Date(new Date(since as string).getTime() - 60_000).toISOString();
    let pageToken: string | undefined;
    do {
      const page = await connector.searchListingsItems(key, {
        lastUpdatedAfter: after,
        sortBy: 'lastUpdatedDate',
        sortOrder: 'ASC',
        pageSize: 20,
        includedData: [...INCLUDED_DATA],
        ...(pageToken ? { pageToken } : {}),
      });
      await store(await Promise.all(page.items.map(withCatalog)));
      await options.onProgress?.(read, page.numberOfResults);
      pageToken = page.pagination?.nextToken;
    } while (pageToken);
    // Changes on their way: the catalog may show them without the listing itself changing.
    const waiting = await db
      .selectFrom('listings')
      .select('sku')
      .where('seller_id', '=', key.sellerId)
      .where('marketplace_id', '=', key.marketplaceId)
      .where('reflecting_state', '=', 0)
      .execute();
    for (let j = 0; j < waiting.length; j += concurrency) {
      const found = await Promise.all(
        waiting.slice(j, j + concurrency).map(async ({ sku }) => {
          const item = await connector.getListingsItem(key, sku, [...INCLUDED_DATA]);
          return item ? withCatalog(item) : null;
        }),
      );
      await store(found.filter((r): r is MarketplaceListing => r !== null));
    }
  }
  await linkFamilies(db, key);
  await updateReflection(db, key, { now: options.now, deadlineMs: options.deadlineMs });
  return { mode, read, changed, removed };
}
