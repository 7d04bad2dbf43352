import { type Kysely, type Selectable, sql } from 'kysely';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import type { AccountHealthMonthly, BrandInventory } from '../../generated/database.ts';

type Db = Kysely<Database>;

/**
 * A row as `to_jsonb` gives it: days as 'YYYY-MM-DD' and numerics as numbers, the same under
 * PGlite and node-postgres (which read a date column at different midnights).
 */
type JsonRow<T> = {
  [K in keyof Selectable<T>]: Selectable<T>[K] extends Date
    ? string
    : Selectable<T>[K] extends Date | null
      ? string | null
      : Selectable<T>[K];
};
export type AccountHealthRow = Omit<JsonRow<AccountHealthMonthly>, 'average_response_time_hours'> & {
  average_response_time_hours: number | null;
};
export type BrandInventoryDbRow = Omit<
  JsonRow<BrandInventory>,
  'doi' | 'average_daily_sales' | 'sales_last_30_days'
> & {
  doi: number | null;
  average_daily_sales: number;
  sales_last_30_days: number;
  currency_code: string | null;
};

export function brandExists(db: Db, brandCode: string) {
  return db
    .selectFrom('brands')
    .select('brand_code')
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .executeTakeFirst();
}

/** The brand's monthly account health snapshots (every account it sells through), oldest first. */
export async function accountHealthOfBrand(db: Db, brandCode: string): Promise<AccountHealthRow[]> {
  const { rows } = await sql<{ row: AccountHealthRow }>`
    select to_jsonb(h) as row
    from account_health_monthly h
    join authorized_marketplaces a on a.seller_id = h.seller_id and a.marketplace_id = h.marketplace_id
    join marketplaces m on m.marketplace_id = h.marketplace_id
    where ${ofCheckedBrands(brandCode, 'a.brand_code')}
    order by h.month, m.sort_order, h.seller_id`.execute(db);
  return rows.map((r) => r.row);
}

/** The brand's rows of the brand inventory rollup (latest snapshot per account), with their currency. */
export async function inventoryOfBrand(db: Db, brandCode: string): Promise<BrandInventoryDbRow[]> {
  const { rows } = await sql<{ row: BrandInventoryDbRow }>`
    select to_jsonb(i) || jsonb_build_object('currency_code', (select s.currency_code
      from sku_sales_traffic_daily s where s.seller_id = i.seller_id and s.marketplace_id = i.marketplace_id
      limit 1)) as row
    from brand_inventory i
    join marketplaces m on m.marketplace_id = i.marketplace_id
    where ${ofCheckedBrands(brandCode, 'i.brand_code')}
    order by m.sort_order, i.seller_sku`.execute(db);
  return rows.map((r) => r.row);
}
