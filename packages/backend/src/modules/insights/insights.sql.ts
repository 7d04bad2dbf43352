import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

/** What one insight call reads: one marketplace, some brands (null: all), optionally one SKU. */
export interface InsightScope {
  marketplace: string;
  /** Brand or sub brand codes; null reads every brand. */
  codes: string[] | null;
  /** The seller accounts that can hold those brands' SKUs (null with codes null). */
  sellers: string[] | null;
  sellerSku?: string;
}

export interface Period {
  from: string;
  to: string;
}

/** How rows are grouped: one total, per brand, per SKU. */
export type InsightGroup = 'total' | 'brand' | 'sku';

const keyOf = (group: InsightGroup): RawBuilder<string> =>
  group === 'total'
    ? sql<string>`'total'`
    : group === 'brand'
      ? sql<string>`brand_code`
      : sql<string>`seller_sku`;

/** Sellers that can hold the brands' SKUs in the marketplace: the facts are read by seller first. */
export async function scopeSellers(
  db: Kysely<Database>,
  marketplace: string,
  codes: string[],
): Promise<string[]> {
  const rows = await sql<{ seller_id: string }>`
    select seller_id from authorized_marketplaces where marketplace_id = ${marketplace} and ${inBrandScope(codes, 'brand_code')}
    union
    select seller_id from catalog_items
    where marketplace_id = ${marketplace} and ${inBrandScope(codes, 'brand_code', 'sub_brand_code')}`.execute(
    db,
  );
  return rows.rows.map((r) => r.seller_id);
}

// A SKU belongs to its catalog brand (and its sub brand), or to its account's brand when no
// listing names it: the same attribution as the sales rollups. Order lines carry it already.
const owners = (scope: InsightScope) => sql`
  select seller_id, min(brand_code) as brand_code from authorized_marketplaces
  where marketplace_id = ${scope.marketplace} group by seller_id`;

// A line or return no brand owns (its seller disconnected before it was loaded, and no listing names
// its SKU) belongs to nobody the portal shows: left out everywhere, so brands still sum to the total.
const inScope = (scope: InsightScope) =>
  sql.join(
    [
      sql`brand_code is not null`,
      inBrandScope(scope.codes, 'brand_code', 'sub_brand_code'),
      scope.sellerSku === undefined ? sql`true` : sql`seller_sku = ${scope.sellerSku}`,
    ],
    sql` and `,
  );

const sellerFilter = (alias: string, scope: InsightScope) =>
  scope.sellers === null ? sql`true` : sql`${sql.ref(`${alias}.seller_id`)} = any(${scope.sellers}::text[])`;

/**
 * The period's order lines in scope (cancelled ones too: decision 0290). Read by
 * marketplace and day, and by brand or sub brand when some are asked: each side of the `or` has
 * its own index, so no plan reads another brand's lines or another period's.
 */
const lines = (scope: InsightScope, period: Period) => sql`
  select * from order_lines l
  where l.marketplace_id = ${scope.marketplace}
    and l.purchase_day between ${period.from}::date and ${period.to}::date
    and ${sellerFilter('l', scope)} and ${inScope(scope)}`;

/**
 * The period's orders per group: an order's lines of one group folded into one row (an order
 * counts once per brand or SKU it holds lines of, and once in total). Grouping by the order first
 * lets the counts be plain counts (a hash aggregate) instead of count(distinct), which sorts.
 */
const ordersOf = (scope: InsightScope, period: Period, key: RawBuilder<string>) => sql`
  select ${key} as key, min(buyer_key) as buyer_key, bool_or(subscribe_and_save) as subscribe_and_save,
    sum(quantity) as units, sum(item_price) as revenue
  from (${lines(scope, period)}) l
  group by 1, seller_id, amazon_order_id`;

/** The period's customer returns with their brand, in scope. */
export const returns = (scope: InsightScope, period: Period) => sql`
  select * from (
    select r.*, coalesce(c.brand_code, w.brand_code) as brand_code, c.sub_brand_code
    from customer_returns r
    left join catalog_items c
      on c.seller_id = r.seller_id and c.marketplace_id = r.marketplace_id and c.seller_sku = r.seller_sku
    left join (${owners(scope)}) w on w.seller_id = r.seller_id
    where r.marketplace_id = ${scope.marketplace} and r.return_day between ${period.from}::date and ${period.to}::date
      and ${sellerFilter('r', scope)}
  ) x where ${inScope(scope)}`;

export interface OrderMetrics {
  revenue: number;
  units: number;
  orders: number;
  snsOrders: number;
  snsRevenue: number;
  buyers: number;
  repeatBuyers: number;
}

type OrderMetricRow = {
  key: string;
  revenue: number;
  units: number;
  orders: number;
  sns_orders: number;
  sns_revenue: number;
  buyers: number;
  repeat_buyers: number;
};

const toMetrics = (rows: OrderMetricRow[]): Map<string, OrderMetrics> =>
  new Map(
    rows.map((r) => [
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

/**
 * Revenue, units, orders, subscribe-and-save and buyers per group (ADR 0584): from the brand-day
 * rollups when they answer the scope exactly, else folded from the order lines. Both count an
 * order once per group it holds a line of, cancelled or not (decision 0290).
 */
export async function orderMetrics(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
): Promise<Map<string, OrderMetrics>> {
  const once = await rollupCounting(db, scope, group);
  if (once === null) return orderMetricsFromLines(db, scope, period, group);
  const [sums, buyers] = await Promise.all([
    orderSumsFromRollups(db, scope, period, group, once),
    buyerCounts(db, scope, period, group, once),
  ]);
  return withBuyers(sums, buyers);
}

/** Which count of the brand-day rollups gives an order once in a group. */
export type RollupCounting = 'orders' | 'orders_once';

/**
 * Which count of the rollups gives an order once in the group, or null when the rollups cannot
 * answer: per brand every brand-day row's `orders`; for the total of one brand the same; for the
 * total of every brand `orders_once` (an order under its first brand only). Not for a SKU, a total
 * of some brands (an order's first brand may be outside them), nor a sub brand that listings of
 * another brand name (the rollups are per brand: its lines are not apart in them).
 */
export async function rollupCounting(
  db: Kysely<Database>,
  scope: InsightScope,
  group: InsightGroup,
): Promise<RollupCounting | null> {
  if (group === 'sku' || scope.sellerSku !== undefined) return null;
  if (scope.codes === null) return group === 'total' ? 'orders_once' : 'orders';
  if (group === 'total' && scope.codes.length > 1) return null;
  if (scope.codes.length === 0) return 'orders';
  // Lines take their brand and sub brand from the listing: a code asked that some listing of
  // another brand names as its sub brand has lines no brand-day row of the codes holds.
  const apart = await sql<{ apart: boolean }>`
    select exists (
      select 1 from catalog_items
      where marketplace_id = ${scope.marketplace} and ${inBrandScope(scope.codes, 'sub_brand_code')}
        and not (brand_code = any(${scope.codes}::text[]))
    ) as apart`.execute(db);
  return apart.rows[0]?.apart ? null : 'orders';
}

/** A brand-day rollup's rows of the scope's marketplace, period and brands. */
export const rollupDays = (scope: InsightScope, period: Period) => sql`marketplace_id = ${scope.marketplace}
    and purchase_day between ${period.from}::date and ${period.to}::date
    and ${inBrandScope(scope.codes, 'brand_code')}`;

/** The order figures without the buyers: every card but the purchasers'. */
export type OrderSums = Omit<OrderMetrics, 'buyers' | 'repeatBuyers'>;

/**
 * Revenue, units, orders and subscribe-and-save per group from brand_daily_orders alone, without
 * the buyers (whose exact count reads a row per brand, day and buyer: the costliest part); null
 * when the rollups cannot answer the scope (the caller folds the lines, buyers and all, once).
 */
export async function orderSums(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
): Promise<Map<string, OrderSums> | null> {
  const once = await rollupCounting(db, scope, group);
  return once === null ? null : orderSumsFromRollups(db, scope, period, group, once);
}

/** The order figures of brand_daily_orders, counted as `rollupCounting` says (a group with orders only). */
export async function orderSumsFromRollups(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
  once: RollupCounting,
): Promise<Map<string, OrderSums>> {
  const result = await sql<Omit<OrderMetricRow, 'buyers' | 'repeat_buyers'>>`
    ${rollupTotals(scope, period, group, once)}
    select * from totals where orders > 0`.execute(db);
  return new Map(
    result.rows.map((r) => [
      r.key,
      {
        revenue: r.revenue,
        units: r.units,
        orders: r.orders,
        snsOrders: r.sns_orders,
        snsRevenue: r.sns_revenue,
      },
    ]),
  );
}

/** The `totals` CTE of the rollup reads: brand_daily_orders summed per group. */
const rollupTotals = (scope: InsightScope, period: Period, group: InsightGroup, once: RollupCounting) => {
  const key = group === 'total' ? sql<string>`'total'` : sql<string>`brand_code`;
  const orders = sql.ref(once);
  const sns = sql.ref(once === 'orders' ? 'sns_orders' : 'sns_orders_once');
  return sql`
    with totals as (
      select ${key} as key, round(sum(revenue), 2)::float8 as revenue, sum(units)::int as units,
        sum(${orders})::int as orders, sum(${sns})::int as sns_orders,
        coalesce(round(sum(sns_revenue), 2), 0)::float8 as sns_revenue
      from brand_daily_orders where ${rollupDays(scope, period)} group by 1)`;
};

/** Buyers and repeat purchasers of a group. */
export type BuyerCounts = Pick<OrderMetrics, 'buyers' | 'repeatBuyers'>;

/**
 * Buyers and repeat purchasers per group from the buyer counts (ADR 0605), without the order sums:
 * the purchasers cards take those from the sums the other cards read (ADR 0608), so the page reads
 * brand_daily_orders once per period and group instead of once more per purchasers card.
 */
export async function buyerCounts(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
  once: RollupCounting,
): Promise<Map<string, BuyerCounts>> {
  const key = group === 'total' ? sql<string>`'total'` : sql<string>`brand_code`;
  // Every brand in total: the buyers over all brands (an order once); else each brand's (ADR 0605).
  const counts =
    once === 'orders_once'
      ? sql`marketplace_daily_buyer_counts where marketplace_id = ${scope.marketplace}
          and purchase_day between ${period.from}::date and ${period.to}::date`
      : sql`brand_daily_buyer_counts where ${rollupDays(scope, period)}`;
  const from = sql`${period.from}::date`;
  // A buyer counts on their first day in the period (their previous purchase before it); a repeat
  // purchaser (two or more orders in the period, within the group) on the day of their second.
  // A row whose second previous day is in the period counts in neither (its previous day, never
  // earlier, is in it too): left out before the aggregate, about 60 % of a 90-day period's rows at
  // 10× (ADR 0608).
  const result = await sql<{ key: string; buyers: number; repeat_buyers: number }>`
    select ${key} as key, coalesce(sum(buyers) filter (where previous_day < ${from}), 0)::int as buyers,
      coalesce(sum(buyers) filter (where (previous_day < ${from} and several)
        or (previous_day >= ${from} and second_previous_day < ${from})), 0)::int as repeat_buyers
    from ${counts} and second_previous_day < ${from} group by 1`.execute(db);
  return new Map(result.rows.map((r) => [r.key, { buyers: r.buyers, repeatBuyers: r.repeat_buyers }]));
}

/** A group's order sums with its buyers (none counted: 0), for the groups with orders. */
export function withBuyers(
  sums: Map<string, OrderSums>,
  buyers: Map<string, BuyerCounts>,
): Map<string, OrderMetrics> {
  return new Map(
    [...sums].map(([key, m]) => [
      key,
      { ...m, buyers: buyers.get(key)?.buyers ?? 0, repeatBuyers: buyers.get(key)?.repeatBuyers ?? 0 },
    ]),
  );
}

/** The same figures folded from the period's order lines: for a SKU, and the rollups' reference. */
export async function orderMetricsFromLines(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
): Promise<Map<string, OrderMetrics>> {
  const key = keyOf(group);
  const result = await sql<OrderMetricRow>`
    with o as materialized (${ordersOf(scope, period, key)}),
    totals as (
      select key, round(sum(revenue), 2)::float8 as revenue, sum(units)::int as units,
        count(*)::int as orders, count(*) filter (where subscribe_and_save)::int as sns_orders,
        coalesce(round(sum(revenue) filter (where subscribe_and_save), 2), 0)::float8 as sns_revenue
      from o group by 1),
    -- A repeat purchaser placed two or more orders in the period (within the group).
    buyers as (
      select key, count(*)::int as buyers, count(*) filter (where orders > 1)::int as repeat_buyers
      from (select key, buyer_key, count(*) as orders from o where buyer_key is not null group by 1, 2) b
      group by key)
    select t.*, coalesce(b.buyers, 0) as buyers, coalesce(b.repeat_buyers, 0) as repeat_buyers
    from totals t left join buyers b using (key)`.execute(db);
  return toMetrics(result.rows);
}

/** Units returned per group, or per reason / disposition (`by`). */
export async function returnedUnits(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  by: InsightGroup | 'reason' | 'disposition',
  value?: { returnBy: 'reason' | 'disposition'; value: string },
): Promise<Map<string, number>> {
  const key = by === 'reason' ? sql`reason` : by === 'disposition' ? sql`detailed_disposition` : keyOf(by);
  const picked =
    value === undefined
      ? sql`true`
      : value.returnBy === 'reason'
        ? sql`reason = ${value.value}`
        : sql`detailed_disposition = ${value.value}`;
  const result = await sql<{ key: string; units: number }>`
    select ${key} as key, sum(quantity)::int as units from (${returns(scope, period)}) r
    where ${picked} group by 1`.execute(db);
  return new Map(result.rows.map((r) => [r.key, r.units]));
}

export type HeatmapCell = { key: string; weekday: number; hour: number; orders: number };

/**
 * Orders per group, local weekday (0 = Sunday) and hour: from brand_daily_order_hours when it
 * answers the scope exactly (ADR 0601, the same cases as the order figures), else from the lines.
 */
export async function heatmapCells(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
): Promise<HeatmapCell[]> {
  const once = await rollupCounting(db, scope, group);
  if (once === null) return heatmapCellsFromLines(db, scope, period, group);
  if (once === 'orders_once') {
    // Every brand in total: the marketplace's hours, already summed over its brands (0168).
    const all = await sql<HeatmapCell>`
      select 'total' as key, purchase_weekday::int as weekday, purchase_hour::int as hour, sum(orders)::int as orders
      from marketplace_daily_order_hours
      where marketplace_id = ${scope.marketplace} and purchase_day between ${period.from}::date and ${period.to}::date
      group by 2, 3`.execute(db);
    return all.rows;
  }
  const key = group === 'total' ? sql<string>`'total'` : sql<string>`brand_code`;
  const result = await sql<HeatmapCell>`
    select ${key} as key, purchase_weekday::int as weekday, purchase_hour::int as hour,
      sum(${sql.ref(once)})::int as orders
    from brand_daily_order_hours
    where ${rollupDays(scope, period)}
    group by 1, 2, 3
    having sum(${sql.ref(once)}) > 0`.execute(db);
  return result.rows;
}

/** The heatmap folded from the period's order lines: for a SKU, and the rollup's reference. */
export async function heatmapCellsFromLines(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  group: InsightGroup,
): Promise<HeatmapCell[]> {
  const key = keyOf(group);
  const result = await sql<{ key: string; weekday: number; hour: number; orders: number }>`
    select key, weekday, hour, count(*)::int as orders
    from (
      -- Weekday and hour are the order's: every line of an order has the same.
      select ${key} as key, purchase_weekday::int as weekday, purchase_hour::int as hour
      from (${lines(scope, period)}) l
      group by 1, 2, 3, seller_id, amazon_order_id
    ) o
    group by 1, 2, 3`.execute(db);
  return result.rows;
}

export interface PromoMetrics {
  orders: number;
  units: number;
  discount: number;
}

/**
 * Orders, units and discount per promotion code, brand or SKU (items with a promotion only): from
 * brand_daily_promotions when it answers the scope exactly (ADR 0601), else from the lines. Per
 * code the rollup counts as a total does (every brand: `orders_once`; one brand: `orders`), per
 * brand by `orders_of_brand` (an order once per brand whatever its codes).
 */
export async function promoMetrics(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  by: 'code' | 'brand' | 'sku',
): Promise<Map<string, PromoMetrics>> {
  const once = by === 'sku' ? null : await rollupCounting(db, scope, by === 'code' ? 'total' : 'brand');
  if (once === null) return promoMetricsFromLines(db, scope, period, by);
  const key = by === 'code' ? sql<string>`promotion_code` : sql<string>`brand_code`;
  const orders = sql.ref(by === 'brand' ? 'orders_of_brand' : once);
  const result = await sql<{ key: string; orders: number; units: number; discount: number }>`
    select ${key} as key, sum(${orders})::int as orders, sum(units)::int as units,
      round(sum(discount), 2)::float8 as discount
    from brand_daily_promotions
    where ${rollupDays(scope, period)}
    group by 1
    -- A code's rows over all brands may all be another code's first: only codes with orders show.
    having sum(${orders}) > 0`.execute(db);
  return new Map(result.rows.map((r) => [r.key, { orders: r.orders, units: r.units, discount: r.discount }]));
}

/** The promotion figures folded from the period's order lines: for a SKU, and the rollup's reference. */
export async function promoMetricsFromLines(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  by: 'code' | 'brand' | 'sku',
): Promise<Map<string, PromoMetrics>> {
  const key = by === 'code' ? sql`code` : keyOf(by);
  const result = await sql<{ key: string; orders: number; units: number; discount: number }>`
    select key, count(*)::int as orders, sum(units)::int as units, round(sum(discount), 2)::float8 as discount
    from (
      select ${key} as key, seller_id, amazon_order_id, sum(quantity) as units,
        sum(item_promotion_discount) as discount
      from (${lines(scope, period)}) l cross join lateral unnest(l.promotion_ids) as code
      group by 1, seller_id, amazon_order_id
    ) o
    group by 1`.execute(db);
  return new Map(result.rows.map((r) => [r.key, { orders: r.orders, units: r.units, discount: r.discount }]));
}

export interface ReturnLine {
  amazon_order_id: string;
  detailed_disposition: string;
  listing_title: string;
  quantity: number;
  reason: string;
  return_date: string;
  seller_sku: string;
  fulfillment_center_id: string;
  license_plate_number: string;
  status: string;
  customer_comments: string | null;
}

/** One page of return lines, newest first, for a reason or disposition when given. */
export async function returnLines(
  db: Kysely<Database>,
  scope: InsightScope,
  period: Period,
  picked: { returnBy: 'reason' | 'disposition'; value: string } | undefined,
  page: { page: number; pageSize: number },
): Promise<{ count: number; rows: ReturnLine[] }> {
  const where =
    picked === undefined
      ? sql`true`
      : picked.returnBy === 'reason'
        ? sql`reason = ${picked.value}`
        : sql`detailed_disposition = ${picked.value}`;
  const result = await sql<ReturnLine & { total: number }>`
    select amazon_order_id, detailed_disposition, product_name as listing_title, quantity, reason,
      to_char(return_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as return_date, seller_sku,
      fulfillment_center_id, license_plate_number, status, customer_comments, count(*) over ()::int as total
    from (${returns(scope, period)}) r where ${where}
    order by r.return_date desc, license_plate_number
    limit ${page.pageSize} offset ${page.page * page.pageSize}`.execute(db);
  let count = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && page.page > 0) {
    const counted = await sql<{ n: number }>`
      select count(*)::int as n from (${returns(scope, period)}) r where ${where}`.execute(db);
    count = counted.rows[0]?.n ?? 0;
  }
  return { count, rows: result.rows.map(({ total: _total, ...row }) => row) };
}

/** Brand names of codes, for rows per brand. */
export async function brandNames(db: Kysely<Database>, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('brands')
    .select(['brand_code', 'name'])
    .where('brand_code', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.brand_code, r.name]));
}
