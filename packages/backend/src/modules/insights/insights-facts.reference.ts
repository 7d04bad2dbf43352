import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import type { InsightGroup, InsightScope, OrderMetrics, Period, PromoMetrics } from './insights.sql.ts';

// The cards' figures read straight from the facts (order items joined to their orders and their
// catalog brand at query time), as the screen read them before the order lines: the reference the
// order-lines queries are checked against on the seeded data. Tests only; never on a screen.

const keyOf = (group: InsightGroup): RawBuilder<string> =>
  group === 'total'
    ? sql<string>`'total'`
    : group === 'brand'
      ? sql<string>`brand_code`
      : sql<string>`seller_sku`;

// A SKU belongs to its catalog brand (and its sub brand), or to its account's brand when no
// listing names it: the same attribution as the sales rollups.
const owners = (scope: InsightScope) => sql`
  select seller_id, min(brand_code) as brand_code from authorized_marketplaces
  where marketplace_id = ${scope.marketplace} group by seller_id`;

const inScope = (scope: InsightScope) =>
  sql.join(
    [
      inBrandScope(scope.codes, 'brand_code', 'sub_brand_code'),
      scope.sellerSku === undefined ? sql`true` : sql`seller_sku = ${scope.sellerSku}`,
    ],
    sql` and `,
  );

const sellerFilter = (alias: string, scope: InsightScope) =>
  scope.sellers === null ? sql`true` : sql`${sql.ref(`${alias}.seller_id`)} = any(${scope.sellers}::text[])`;

/** The period's order items with their order's fields and their brand, in scope. */
const items = (scope: InsightScope, period: Period) => sql`
  select * from (
    select i.seller_id, i.seller_id || ':' || i.amazon_order_id as order_key, i.seller_sku, i.quantity,
      i.item_price, i.item_promotion_discount, i.promotion_ids, o.buyer_key, o.subscribe_and_save,
      o.purchase_weekday, o.purchase_hour, coalesce(c.brand_code, w.brand_code) as brand_code, c.sub_brand_code
    from order_items i
    join orders o on o.seller_id = i.seller_id and o.marketplace_id = i.marketplace_id
      and o.amazon_order_id = i.amazon_order_id
    left join catalog_items c
      on c.seller_id = i.seller_id and c.marketplace_id = i.marketplace_id and c.seller_sku = i.seller_sku
    left join (${owners(scope)}) w on w.seller_id = i.seller_id
    where i.marketplace_id = ${scope.marketplace} and i.purchase_day between ${period.from}::date and ${period.to}::date
      and ${sellerFilter('i', scope)}
  ) x where ${inScope(scope)}`;

export async function orderMetricsFromFacts(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
): Promise<Map<string, OrderMetrics>> {
  const key = keyOf(group);
  const result = await sql<{
    key: string;
    revenue: number;
    units: number;
    orders: number;
    sns_orders: number;
    sns_revenue: number;
    buyers: number;
    repeat_buyers: number;
  }>`
    with f as materialized (${items(scope, period)}),
    totals as (
      select ${key} as key, round(sum(item_price), 2)::float8 as revenue, sum(quantity)::int as units,
        count(distinct order_key)::int as orders,
        count(distinct order_key) filter (where subscribe_and_save)::int as sns_orders,
        coalesce(round(sum(item_price) filter (where subscribe_and_save), 2), 0)::float8 as sns_revenue
      from f group by 1),
    -- A repeat purchaser placed two or more orders in the period (within the group).
    buyers as (
      select key, count(*)::int as buyers, count(*) filter (where orders > 1)::int as repeat_buyers
      from (select ${key} as key, buyer_key, count(distinct order_key) as orders
            from f where buyer_key is not null group by 1, 2) b
      group by key)
    select t.*, coalesce(b.buyers, 0) as buyers, coalesce(b.repeat_buyers, 0) as repeat_buyers
    from totals t left join buyers b using (key)`.execute(db);
  return new Map(
    result.rows.map((r) => [
      r.key,
      {
        revenue: r.revenue,
        units: r.units,
        orders: r.orders,
        snsOrders: r.sns_orders,
        snsRevenue: r.sns_revenue,
        buyers: r.buyers,
        repeatBuyers: r.repeat_buyers,
      },
    ]),
  );
}

export async function heatmapCellsFromFacts(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
): Promise<{ key: string; weekday: number; hour: number; orders: number }[]> {
  const key = keyOf(group);
  const result = await sql<{ key: string; weekday: number; hour: number; orders: number }>`
    select ${key} as key, purchase_weekday::int as weekday, purchase_hour::int as hour,
      count(distinct order_key)::int as orders
    from (${items(scope, period)}) f group by 1, 2, 3`.execute(db);
  return result.rows;
}

export async function promoMetricsFromFacts(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  by: 'code' | 'brand' | 'sku',
): Promise<Map<string, PromoMetrics>> {
  const key = by === 'code' ? sql`code` : keyOf(by);
  const result = await sql<{ key: string; orders: number; units: number; discount: number }>`
    select ${key} as key, count(distinct order_key)::int as orders, sum(quantity)::int as units,
      round(sum(item_promotion_discount), 2)::float8 as discount
    from (${items(scope, period)}) f cross join lateral unnest(f.promotion_ids) as code
    group by 1`.execute(db);
  return new Map(result.rows.map((r) => [r.key, { orders: r.orders, units: r.units, discount: r.discount }]));
}
