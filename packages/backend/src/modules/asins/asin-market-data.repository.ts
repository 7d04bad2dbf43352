import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface MarketDataQuery {
  asin: string;
  /** Brand codes the caller may see; null: every brand. */
  visible: string[] | null;
  filter?: { field: string; value: string };
  sort: { field: string; order: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

/** A table of the ASIN screens: its source, the SQL of each field, and the order that makes paging stable. */
interface MarketTable {
  from: RawBuilder<unknown>;
  fields: Record<string, RawBuilder<unknown>>;
  tieBreak: RawBuilder<unknown>;
}

const day = (column: string) => sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

const INVENTORY: MarketTable = {
  from: sql`fc_inventory_snapshots t`,
  fields: {
    seller_sku: sql`t.seller_sku`,
    fnsku: sql`t.fnsku`,
    product_name: sql`t.product_name`,
    country: sql`t.country`,
    fulfillment_center_id: sql`t.fulfillment_center_id`,
    detailed_disposition: sql`t.detailed_disposition`,
    quantity: sql`t.quantity`,
    date: day('t.snapshot_day'),
  },
  tieBreak: sql`t.seller_sku, t.fulfillment_center_id, t.detailed_disposition, t.marketplace_id`,
};

const FEES: MarketTable = {
  from: sql`fee_estimates t`,
  fields: {
    fees_estimate_amount: sql`t.estimated_fee_total::float8`,
    fees_estimate_currency: sql`t.currency`,
    marketplace_id: sql`t.marketplace_id`,
    date: day('t.snapshot_day'),
  },
  tieBreak: sql`t.marketplace_id, t.seller_sku`,
};

const OFFERS: MarketTable = {
  from: sql`product_offers t`,
  fields: {
    listing_amount: sql`t.listing_amount::float8`,
    listing_currency: sql`t.listing_currency`,
    marketplace_id: sql`t.marketplace_id`,
    is_buy_box_winner: sql`t.is_buy_box_winner`,
    is_featured_merchant: sql`t.is_featured_merchant`,
    is_fulfilled_by_amazon: sql`t.is_fulfilled_by_amazon`,
    availability_type: sql`t.availability_type`,
    condition: sql`t.condition`,
    seller_feedback_count: sql`t.seller_feedback_count`,
    seller_positive_feedback_rating: sql`t.seller_positive_feedback_rating::float8`,
    shipping_amount: sql`t.shipping_amount::float8`,
    shipping_currency: sql`t.shipping_currency`,
    shipping_time_minimum_hours: sql`t.shipping_time_minimum_hours`,
    shipping_time_maximum_hours: sql`t.shipping_time_maximum_hours`,
    ships_from_country: sql`t.ships_from_country`,
    date: day('t.snapshot_day'),
  },
  tieBreak: sql`t.marketplace_id, t.is_my_offer desc, t.offer_seller_id, t.condition`,
};

export const MARKET_TABLES = { inventory: INVENTORY, fees: FEES, offers: OFFERS } as const;

/**
 * One page of an ASIN table and the count of all matching rows. Only rows of seller accounts
 * whose catalog lists the ASIN for a brand the caller may see: another brand's offers or stock on
 * the same ASIN stay hidden.
 */
export async function marketDataPage(
  db: Db,
  table: MarketTable,
  q: MarketDataQuery,
): Promise<{ rows: Record<string, unknown>[]; count: number }> {
  const fields = Object.entries(table.fields).map(([name, expr]) => sql`${expr} as ${sql.ref(name)}`);
  const filter = q.filter && table.fields[q.filter.field];
  const sortBy = table.fields[q.sort.field] ?? table.fields.date;
  const order = sql.raw(q.sort.order === 'asc' ? 'asc' : 'desc');
  const { rows } = await sql<Record<string, unknown> & { total: string }>`
    select ${sql.join(fields)}, count(*) over () as total
    from ${table.from}
    where t.asin = ${q.asin}
      and exists (
        select 1 from catalog_items c
        where c.seller_id = t.seller_id and c.marketplace_id = t.marketplace_id and c.asin = t.asin
          and ${inBrandScope(q.visible, 'c.brand_code')})
      and ${filter && q.filter ? sql`(${filter})::text = ${q.filter.value}` : sql`true`}
    order by ${sortBy} ${order} nulls last, ${table.tieBreak}
    limit ${q.pageSize} offset ${q.page * q.pageSize}`.execute(db);
  const count = Number(rows[0]?.total ?? 0);
  return { count, rows: rows.map(({ total: _total, ...row }) => row) };
}
