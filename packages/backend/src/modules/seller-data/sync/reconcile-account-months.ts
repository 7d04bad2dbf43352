import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { reconcileMonthlySalesWithDailyAds } from '../../brand-reports/reconcile-monthly-sales.ts';

/**
 * After a sync added days, the brand report months of the account's marketplace agree with the
 * daily sales again (a month whose days arrived in two syncs is summed once both are in).
 */
export async function reconcileAccountMonths(
  db: Kysely<Database>,
  account: { marketplaceId: string },
): Promise<void> {
  await reconcileMonthlySalesWithDailyAds(db, { marketplaceId: account.marketplaceId });
}
