import type { sellerDataContract } from '@portal/schema/rest';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { inBrandScope } from '../../db/brand-scope.ts';
import { visibleBrandCodes } from '../auth/principal.ts';
import type { ContractHandlers } from '../manifest.ts';
import { nextSyncAt } from './sync/sync-schedule.ts';

/** The seller accounts a sync is queued or running for (their days are still arriving). */
async function accountsSyncing(ctx: AppContext): Promise<Set<string>> {
  const { rows } = await sql<{ account: string }>`
    select distinct (payload->>'sellerId') || '|' || (payload->>'marketplaceId') as account
    from jobs where kind = 'seller-data-sync' and status in ('queued', 'running')`.execute(ctx.db);
  return new Set(rows.map((r) => r.account));
}

const dayText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The seller data calls (contract: packages/schema/src/seller-data/seller-data.rest.ts). */
export const sellerDataHandlers = (ctx: AppContext): ContractHandlers<typeof sellerDataContract> => ({
  freshness: async ({ principal, query }) => {
    // A brand user sees its brand and sub brands only; staff see every brand.
    const visible = visibleBrandCodes(principal);
    let select = ctx.db
      .selectFrom('data_freshness')
      .select([
        'fact',
        'brand_code',
        'marketplace_id',
        'seller_id',
        'first_day',
        'last_day',
        'final_through',
        'updated_at',
      ])
      .orderBy(['brand_code', 'marketplace_id', 'seller_id', 'fact']);
    select = select.where(inBrandScope(visible, 'brand_code'));
    if (query.brandCode) select = select.where('brand_code', '=', query.brandCode);
    if (query.marketplaceId) select = select.where('marketplace_id', '=', query.marketplaceId);
    if (query.fact) select = select.where('fact', '=', query.fact);
    const rows = await select.execute();
    const syncing = await accountsSyncing(ctx);
    const nextSync = nextSyncAt().toISOString();
    return rows.map((row) => ({
      fact: row.fact,
      brand_code: row.brand_code,
      marketplace_id: row.marketplace_id,
      seller_id: row.seller_id,
      first_day: dayText(row.first_day),
      last_day: dayText(row.last_day),
      final_through: row.final_through === null ? null : dayText(row.final_through),
      updated_at: new Date(row.updated_at as unknown as string).toISOString(),
      history_loading: syncing.has(`${row.seller_id}|${row.marketplace_id}`),
      next_sync_at: nextSync,
    }));
  },
});
