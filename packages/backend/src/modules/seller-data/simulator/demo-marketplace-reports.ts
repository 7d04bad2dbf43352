import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { MarketplaceDataConnector } from '../connector.ts';
import type { DemoMarketplace } from './demo-marketplace-for.ts';
import { demoMarketplaceFor } from './demo-marketplace-for.ts';

/**
 * The report documents behind the local Selling Partner connector: the demo marketplace of the
 * accounts in the database, planned for the account a request names. A sync asks for its account's
 * ranges one after another, so the last plan is kept for the next request of the same account.
 */
export function demoMarketplaceReports(db: Kysely<Database>, seed: number): MarketplaceDataConnector {
  let last: { key: string; marketplace: Promise<DemoMarketplace> } | undefined;
  const planFor = (sellerId: string, marketplaceId: string, asOf: string | undefined) => {
    // Without asOf the plan is as of now, and the hour's plan serves the hour's requests.
    const now = asOf ?? new Date().toISOString().slice(0, 13);
    const key = `${sellerId}|${marketplaceId}|${now}`;
    if (last?.key !== key) {
      const only = { sellerId, marketplaceId };
      last = {
        key,
        marketplace: demoMarketplaceFor(db, { seed, now: asOf ? new Date(asOf) : new Date(), only }),
      };
    }
    return last.marketplace;
  };
  return {
    async *documents(request) {
      const { marketplace } = await planFor(request.sellerId, request.marketplaceId, request.asOf);
      yield* marketplace.documents(request);
    },
  };
}
