import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { SKU_DAY_FIGURES } from '../seller-data/sku-facts.sql.ts';

type Db = Kysely<Database>;

const PART_NAMES = ['revenue', 'units', 'sessions', 'page_views', 'buy_box_sessions'] as const;

/** The summed parts every metric is computed from (ratios are never averaged). */
export type Parts = Record<(typeof PART_NAMES)[number], number>;

export interface FactScope {
  asin: string;
  marketplaceId: string;
  /** Brand codes the caller may see; null: every brand. */
  visible: string[] | null;
  /** SKUs to keep; empty: all of the ASIN's. */
  skus: string[];
}

// The parts summed from the SKU-day figures, as every reader of the facts makes them.
const parts = sql.raw(
  PART_NAMES.map((name) => `coalesce(sum(${SKU_DAY_FIGURES[name]}), 0)::float8 as ${name}`).join(',\n  '),
);

// The ASIN's SKU-day facts whose listing belongs to a brand the caller may see.
const facts = (scope: FactScope, from: string, to: string): RawBuilder<unknown> => sql`
  from sku_sales_traffic_daily f
  join catalog_items c on c.seller_id = f.seller_id and c.marketplace_id = f.marketplace_id
    and c.seller_sku = f.seller_sku
  where f.asin = ${scope.asin} and f.marketplace_id = ${scope.marketplaceId}
    and f.report_date between ${from}::date and ${to}::date
    and ${inBrandScope(scope.visible, 'c.brand_code')}
    and ${scope.skus.length === 0 ? sql`true` : sql`f.seller_sku = any(${scope.skus}::text[])`}`;

/** Parts per SKU over a range. */
export async function partsBySku(db: Db, scope: FactScope, from: string, to: string) {
  const { rows } = await sql<Parts & { seller_sku: string }>`
    select f.seller_sku, ${parts} ${facts(scope, from, to)} group by f.seller_sku`.execute(db);
  return new Map(rows.map((r) => [r.seller_sku, r]));
}

/** Parts over the whole range. */
export async function partsTotal(db: Db, scope: FactScope, from: string, to: string): Promise<Parts> {
  const { rows } = await sql<Parts>`select ${parts} ${facts(scope, from, to)}`.execute(db);
  return rows[0] ?? { revenue: 0, units: 0, sessions: 0, page_views: 0, buy_box_sessions: 0 };
}

/** Parts per day, every day of the range present (zeros where nothing was reported). */
export async function partsByDay(db: Db, scope: FactScope, from: string, to: string) {
  // One grouped pass over the range, then every day joined in (a per-day subquery cost 7× more).
  const { rows } = await sql<Parts & { day: string }>`
    select to_char(d, 'YYYY-MM-DD') as day, coalesce(p.revenue, 0)::float8 as revenue,
      coalesce(p.units, 0)::float8 as units, coalesce(p.sessions, 0)::float8 as sessions,
      coalesce(p.page_views, 0)::float8 as page_views, coalesce(p.buy_box_sessions, 0)::float8 as buy_box_sessions
    from generate_series(${from}::date, ${to}::date, interval '1 day') d
    left join (select f.report_date, ${parts} ${facts(scope, from, to)} group by f.report_date) p
      on p.report_date = d::date
    order by d`.execute(db);
  return rows;
}

/** The ASIN's SKUs in the marketplace as the catalog lists them (with or without sales). */
export async function asinSkus(db: Db, scope: FactScope): Promise<string[]> {
  const { rows } = await sql<{ seller_sku: string }>`
    select distinct seller_sku from catalog_items c
    where c.asin = ${scope.asin} and c.marketplace_id = ${scope.marketplaceId}
      and ${inBrandScope(scope.visible, 'c.brand_code')}
    order by seller_sku`.execute(db);
  return rows.map((r) => r.seller_sku);
}
