import type { Kysely } from 'kysely';
import type { SellerAccount } from '../connectors/listings/listings-connector.ts';
import { createListingsSimulator, UNTHROTTLED_RATES } from '../connectors/listings/listings-simulator.ts';
import type { Database } from '../db/schema.ts';
import { recordSubmission, updateReflection } from '../modules/listings/reflection/update-reflection.ts';
import { syncListings } from '../modules/listings/sync/sync-listings.ts';

/**
 * The listings of the demo's listing-tool brands (ffp): each seller account's simulated catalogue
 * loaded by the same full sync a REFETCH runs, then the portal's submission records of the
 * catalogue's stories, so reflection shows in each state (waiting, reflected lately, failed).
 */
export async function seedDemoListings(
  db: Kysely<Database>,
  opts: { now?: Date; seed?: number } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  const accounts = await db
    .selectFrom('authorized_marketplaces as a')
    .innerJoin('brands as b', 'b.brand_code', 'a.brand_code')
    .select(['a.seller_id', 'a.marketplace_id', 'a.brand_code'])
    .where('b.brand_type', '=', 'ffp')
    .orderBy('a.brand_code')
    .orderBy('a.marketplace_id')
    .execute();
  // The same catalogue the running simulator generates for these sellers (same day, same seed).
  const simulator = createListingsSimulator({ rates: UNTHROTTLED_RATES, now: () => now, seed: opts.seed });
  let loaded = 0;
  try {
    for (const a of accounts) {
      const key: SellerAccount = { sellerId: a.seller_id, marketplaceId: a.marketplace_id };
      const outcome = await syncListings(db, simulator, { ...key, brandCode: a.brand_code }, 'full', { now });
      loaded += outcome.read;
      const stories = simulator.catalogue(key).filter((l) => l.demoSubmission);
      for (const listing of stories) {
        const story = listing.demoSubmission;
        if (!story) continue;
        await recordSubmission(db, key, {
          sku: listing.sku,
          submissionId: `demo${listing.asin}`,
          productType: listing.productType,
          status: 'ACCEPTED',
          attributes: listing.attributes,
          submittedAt: new Date(now.getTime() - story.minutesAgo * 60_000),
          userId: null,
        });
      }
      await updateReflection(db, key, { now, skus: stories.map((l) => l.sku) });
    }
  } finally {
    simulator.close();
  }
  return loaded;
}
