import type { sellerDataContract } from '@portal/schema/rest';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { visibleBrandCodes } from '../auth/principal.ts';
import type { ContractHandlers } from '../manifest.ts';

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
        'last_day',
        'final_through',
        'updated_at',
      ])
      .orderBy(['brand_code', 'marketplace_id', 'seller_id', 'fact']);
    if (visible) select = select.where(sql<boolean>`brand_code = any(${visible}::text[])`);
    if (query.brandCode) select = select.where('brand_code', '=', query.brandCode);
    if (query.marketplaceId) select = select.where('marketplace_id', '=', query.marketplaceId);
    const rows = await select.execute();
    return rows.map((row) => ({
      fact: row.fact,
      brand_code: row.brand_code,
      marketplace_id: row.marketplace_id,
      seller_id: row.seller_id,
      last_day: dayText(row.last_day),
      final_through: row.final_through === null ? null : dayText(row.final_through),
      updated_at: new Date(row.updated_at as unknown as string).toISOString(),
    }));
  },
});
