import type { PerformanceGroupBy } from '@portal/schema';
import { type RawBuilder, sql } from 'kysely';
import type { PerformanceFilters, PerformanceScope } from './performance.types.ts';

/**
 * SQL pieces shared by the grid, summary and series queries. Identifiers come only from the
 * whitelists below (never from the caller); every value is a bound parameter.
 */

const inRange = (column: string, range: { from: string; to: string }) =>
  sql`${sql.raw(column)} between ${range.from}::date and ${range.to}::date`;

/** A brand code list filter: a row matches by its brand or its sub brand. */
const brandMatch = (codes: string[]) =>
  sql`(x.brand_code = any(${codes}::text[]) or x.sub_brand_code = any(${codes}::text[]))`;

/**
 * The sales-and-traffic facts of the filters' marketplaces and days, each with the brand the
 * pipeline's rollups give it (its catalog brand, or its account's brand for a SKU no listing names),
 * and flags for the current and the compare period. Filtered by the caller's scope and filters.
 */
export function factsSql(filters: PerformanceFilters, scope: PerformanceScope): RawBuilder<unknown> {
  const { current, compare } = filters;
  const days = compare
    ? sql`(${inRange('f.report_date', current)} or ${inRange('f.report_date', compare)})`
    : inRange('f.report_date', current);
  const codes = scope.brandCodes;
  // Narrow to the seller accounts that can hold the brands' SKUs before reading any fact.
  const sellers =
    codes === null
      ? sql``
      : sql`and f.seller_id in (
          select seller_id from authorized_marketplaces
          where marketplace_id = any(${filters.marketplaceIds}::text[]) and brand_code = any(${codes}::text[])
          union
          select seller_id from catalog_items
          where marketplace_id = any(${filters.marketplaceIds}::text[])
            and (brand_code = any(${codes}::text[]) or sub_brand_code = any(${codes}::text[])))`;
  const conditions: RawBuilder<unknown>[] = [];
  if (codes !== null) conditions.push(brandMatch(codes));
  if (scope.accountManagers.length > 0)
    conditions.push(sql`x.account_manager = any(${scope.accountManagers}::text[])`);
  if (filters.productGroups.length > 0)
    conditions.push(sql`x.product_group = any(${filters.productGroups}::text[])`);
  if (filters.skus.length > 0) conditions.push(sql`x.seller_sku = any(${filters.skus}::text[])`);
  if (filters.asins.length > 0) conditions.push(sql`x.asin = any(${filters.asins}::text[])`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const inCompare = compare ? inRange('f.report_date', compare) : sql`false`;
  return sql`
    select x.* from (
      select f.report_date, f.seller_sku, f.asin, f.currency_code,
        f.ordered_product_sales as revenue, f.units_ordered as units,
        f.browser_sessions, f.mobile_app_sessions, f.browser_page_views, f.mobile_app_page_views,
        (f.browser_sessions + f.mobile_app_sessions) as sessions,
        (f.browser_page_views + f.mobile_app_page_views) as page_views,
        -- Sessions with the buy box: buy box % is Σ of these / Σ sessions, never an average.
        (f.browser_sessions + f.mobile_app_sessions) * f.buy_box_percentage / 100.0 as buy_box_sessions,
        b.brand_code, b.name as brand_name, c.sub_brand_code, c.product_group,
        c.product_name, c.image_url, u.email as account_manager,
        ${inRange('f.report_date', current)} as cur, ${inCompare} as prev
      from sku_sales_traffic_daily f
      left join catalog_items c
        on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id and c.seller_sku = f.seller_sku
      join brands b on b.brand_code = coalesce(c.brand_code, (
        select a.brand_code from authorized_marketplaces a
        where a.seller_id = f.seller_id and a.marketplace_id = f.marketplace_id
        order by a.brand_code limit 1))
      left join users u on u.id = b.account_manager_id
      where f.marketplace_id = any(${filters.marketplaceIds}::text[]) and ${days} ${sellers}
    ) x ${where}`;
}

/** `100 × a / b` to 2 decimals, null when b is 0. */
const percent = (a: string, b: string) => `round((100.0 * (${a}) / nullif(${b}, 0))::numeric, 2)::float8`;

/**
 * The metric values of a group (or of everything) for one period flag (`cur` or `prev`), under the
 * names of the SKU performance row, with an optional `old_` prefix. Ratios come from summed parts.
 */
export function metricValuesSql(flag: 'cur' | 'prev', prefix: '' | 'old_'): RawBuilder<unknown> {
  const sum = (expr: string) => `coalesce(sum(${expr}) filter (where ${flag}), 0)`;
  const columns = [
    `round(${sum('revenue')}::numeric, 2)::float8 as ${prefix}revenue`,
    `${sum('units')}::int as ${prefix}units`,
    `${sum('sessions')}::int as ${prefix}session`,
    `${percent(sum('buy_box_sessions'), sum('sessions'))} as ${prefix}buy_box`,
    `${percent(sum('units'), sum('sessions'))} as ${prefix}conversion`,
    `${sum('browser_sessions')}::int as ${prefix}browser_session`,
    `${sum('mobile_app_sessions')}::int as ${prefix}mobile_session`,
    // The split shares need every group's page views: the outer query divides by their total.
    `${sum('page_views')}::float8 as ${prefix}page_views_part`,
    `${sum('browser_page_views')}::float8 as ${prefix}browser_page_views_part`,
    `${sum('mobile_app_page_views')}::float8 as ${prefix}mobile_page_views_part`,
  ];
  return sql.raw(columns.join(',\n        '));
}

/** A page views share of a group: its page views over all groups' (spec 2 §3 page_views_percentage). */
export function shareSql(prefix: '' | 'old_'): RawBuilder<unknown> {
  const share = (part: string, name: string) =>
    `round((100.0 * ${prefix}${part} / nullif(sum(${prefix}${part}) over (), 0))::numeric, 2)::float8 as ${prefix}${name}`;
  return sql.raw(
    [
      share('page_views_part', 'page_views_percentage'),
      share('browser_page_views_part', 'browser_page_views_percentage'),
      share('mobile_page_views_part', 'mobile_page_views_percentage'),
    ].join(', '),
  );
}

interface Grouping {
  key: string;
  /** Identity columns of the row (the rest of spec 2 §3's identity fields are null). */
  identity: string;
}

/** Identity per group-by: a SKU row names its SKU, ASIN and brand; an ASIN row its ASIN and brand. */
const GROUPINGS: Record<PerformanceGroupBy, Grouping> = {
  sku: {
    key: 'seller_sku',
    identity: `seller_sku, min(asin) as asin, min(product_name) as product_name, min(image_url) as product_image,
      min(brand_code) as brand_code, min(brand_name) as brand_name, min(sub_brand_code) as sub_brand_code,
      min(account_manager) as account_manager`,
  },
  asin: {
    key: 'asin',
    identity: `null::text as seller_sku, asin, min(product_name) as product_name, min(image_url) as product_image,
      min(brand_code) as brand_code, min(brand_name) as brand_name, min(sub_brand_code) as sub_brand_code,
      min(account_manager) as account_manager`,
  },
  asin_conditions: {
    key: 'asin',
    identity: `null::text as seller_sku, asin, min(product_name) as product_name, min(image_url) as product_image,
      min(brand_code) as brand_code, min(brand_name) as brand_name, min(sub_brand_code) as sub_brand_code,
      min(account_manager) as account_manager`,
  },
  brand_code: {
    key: 'brand_code',
    identity: `null::text as seller_sku, null::text as asin, null::text as product_name, null::text as product_image,
      brand_code, min(brand_name) as brand_name, null::text as sub_brand_code,
      min(account_manager) as account_manager`,
  },
};

export const groupKeySql = (groupBy: PerformanceGroupBy) => sql.raw(GROUPINGS[groupBy].key);
export const groupIdentitySql = (groupBy: PerformanceGroupBy) => sql.raw(GROUPINGS[groupBy].identity);

/** One currency when every fact shares it, else null (the screen then shows plain numbers). */
export const currencySql = sql.raw(
  'case when count(distinct currency_code) = 1 then min(currency_code) end as currency_code',
);
