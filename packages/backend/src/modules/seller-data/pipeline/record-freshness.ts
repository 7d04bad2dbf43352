import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { REPORT_TYPES } from '../reports/report-document.ts';
import type { AccountKey } from './load-documents.ts';

/** The facts whose freshness is recorded, with the report each is loaded from. */
export const FRESHNESS_FACTS = {
  salesAndTraffic: REPORT_TYPES.salesAndTraffic,
  orders: REPORT_TYPES.allOrders,
  returns: REPORT_TYPES.customerReturns,
  inventory: REPORT_TYPES.fbaInventory,
  accountHealth: REPORT_TYPES.sellerPerformance,
  fcInventory: REPORT_TYPES.ledgerSummary,
  feeEstimates: REPORT_TYPES.estimatedFees,
  productOffers: REPORT_TYPES.itemOffers,
  productErrors: REPORT_TYPES.listingsItemsIssues,
  keywordRanks: REPORT_TYPES.keywordRanks,
} as const;
export type FreshnessFact = keyof typeof FRESHNESS_FACTS;
export const SALES_AND_TRAFFIC_FACT: FreshnessFact = 'salesAndTraffic';

/** Records how far the accounts' fact is loaded, and through which day it is final (one statement). */
export async function recordFreshness(
  trx: Transaction<Database>,
  accounts: readonly AccountKey[],
  fact: FreshnessFact = SALES_AND_TRAFFIC_FACT,
): Promise<void> {
  if (accounts.length === 0) return;
  const keys = JSON.stringify(
    accounts.map((a) => ({ seller_id: a.sellerId, marketplace_id: a.marketplaceId })),
  );
  await sql`
    insert into data_freshness (fact, brand_code, marketplace_id, seller_id, first_day, last_day, final_through, updated_at)
    select ${fact}, a.brand_code, a.marketplace_id, a.seller_id, l.first_day, l.last_day, l.final_through, now()
    from authorized_marketplaces a
    join (
      select r.seller_id, r.marketplace_id, min(r.report_date) as first_day, max(r.report_date) as last_day,
        max(r.report_date) filter (where not r.provisional) as final_through
      from report_loads r
      join json_to_recordset(${keys}::json) as k(seller_id text, marketplace_id text)
        on k.seller_id = r.seller_id and k.marketplace_id = r.marketplace_id
      where r.report_type = ${FRESHNESS_FACTS[fact]}
      group by r.seller_id, r.marketplace_id
    ) l on l.seller_id = a.seller_id and l.marketplace_id = a.marketplace_id
    on conflict (fact, brand_code, marketplace_id, seller_id) do update
      set first_day = excluded.first_day, last_day = excluded.last_day, final_through = excluded.final_through, updated_at = now()`.execute(
    trx,
  );
}
