import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type FactFigure,
  factsSql,
  type PerformanceFilters,
  type PerformanceScope,
} from '../seller-data/sku-facts.sql.ts';
import {
  type Column,
  columnsSql,
  countGroups,
  currencySql,
  GROUPINGS,
  metricColumns,
  type PerformancePageRequest,
  type Row,
  SHARES,
  shareOf,
} from './performance.repository.ts';

/*
 * The performance grid's page in two steps (docs/decisions/0637). Over every brand the grid has
 * thousands of groups and shows 40: making every figure of every group (twenty sums, the identity,
 * the shares) cost most of the statement. The first step sums only what orders the groups (the sort
 * column's figures) and the page views every share divides by, and keeps the page's keys, the group
 * count and the page views totals; the second makes the whole rows of those groups alone, from the
 * facts narrowed to them. Both read one snapshot (a repeatable-read transaction), so the page is the
 * one statement's (`groupPageSql`, the reference the tests hold it to) exactly.
 */

/** The figures each metric column is made of (metricColumns). */
const FIGURES_OF: Record<string, readonly FactFigure[]> = {
  revenue: ['revenue'],
  units: ['units'],
  session: ['sessions'],
  buy_box: ['buy_box_sessions', 'sessions'],
  conversion: ['units', 'sessions'],
  browser_session: ['browser_sessions'],
  mobile_session: ['mobile_app_sessions'],
  page_views_part: ['page_views'],
  browser_page_views_part: ['browser_page_views'],
  mobile_page_views_part: ['mobile_app_page_views'],
};

const PAGE_VIEW_FIGURES: readonly FactFigure[] = [
  'page_views',
  'browser_page_views',
  'mobile_app_page_views',
];

/** A column of a group by name: a metric, its old_ twin, a share or an identity column. */
interface SortKey {
  expr: string;
  figures: readonly FactFigure[];
}

function sortKeyOf(request: PerformancePageRequest, compare: boolean): SortKey {
  const name = request.sortBy;
  const identity = GROUPINGS[request.groupBy].identity.find(([column]) => column === name);
  if (identity) return { expr: identity[1], figures: [] };
  const prefix = name.startsWith('old_') ? 'old_' : '';
  // An old_ column is null when not comparing, as the reference's (it has no such column).
  if (prefix && !compare) return { expr: 'null::float8', figures: [] };
  const flag = prefix ? 'prev' : 'cur';
  const bare = name.slice(prefix.length);
  const metrics = new Map<string, string>(metricColumns(flag, prefix));
  const metric = metrics.get(name);
  if (metric) return { expr: metric, figures: FIGURES_OF[bare] ?? [] };
  const share = SHARES.find(([, shareName]) => shareName === bare);
  if (share) {
    const part = metrics.get(`${prefix}${share[0]}`) as string;
    return { expr: shareOf(part, `sum(${part}) over ()`), figures: FIGURES_OF[share[0]] ?? [] };
  }
  // Per-device conversion is not in the report (every row's is null): the order is the key's.
  return { expr: 'null::float8', figures: [] };
}

/** The page views parts of both periods as the second step's shares divide them. */
const partColumns = (compare: boolean): Column[] =>
  [...metricColumns('cur', ''), ...(compare ? metricColumns('prev', 'old_') : [])].filter(([name]) =>
    name.endsWith('page_views_part'),
  );

/** Step one: the page's keys in order, the group count and every page views total. */
export function rankSql(
  filters: PerformanceFilters,
  scope: PerformanceScope,
  request: PerformancePageRequest,
) {
  const compare = filters.compare !== null;
  const grouping = GROUPINGS[request.groupBy];
  const sortKey = sortKeyOf(request, compare);
  const figures = [...new Set([...sortKey.figures, ...PAGE_VIEW_FIGURES])];
  const parts = partColumns(compare);
  const totals = sql.raw(parts.map(([name]) => `sum(${name}) over () as ${name}`).join(', '));
  const direction = sql.raw(request.sortDirection === 'asc' ? 'asc' : 'desc');
  return sql<Row>`
    with facts as (${factsSql(filters, scope, 'period', { figures })}),
    groups as (
      select ${sql.raw(grouping.key)} as id, ${sql.raw(sortKey.expr)} as sort_value, ${columnsSql(parts)}
      from facts group by ${sql.raw(grouping.key)}
    )
    select id, count(*) over () as total_count, ${totals}
    from groups
    order by sort_value ${direction} nulls last, id asc
    limit ${request.pageSize} offset ${request.page * request.pageSize}`;
}

/** A page views total of step one, as a float8 literal (a number the database gave, never text sent). */
function totalOf(row: Row, part: string): string {
  const total = Number(row[part]);
  if (!Number.isFinite(total)) throw new Error(`No page views total ${part}`);
  return String(total);
}

/** Step two: the whole rows of the page's groups, their shares of step one's totals. */
export function rowsSql(
  filters: PerformanceFilters,
  scope: PerformanceScope,
  request: PerformancePageRequest,
  ranked: Row[],
): RawBuilder<Row> {
  const compare = filters.compare !== null;
  const grouping = GROUPINGS[request.groupBy];
  const first = ranked[0] as Row;
  const ids = ranked.map((row) => String(row.id));
  const metrics = [...metricColumns('cur', ''), ...(compare ? metricColumns('prev', 'old_') : [])];
  const shares = (compare ? ['', 'old_'] : ['']).flatMap((prefix) =>
    SHARES.map(
      ([part, name]) =>
        sql`${sql.raw(shareOf(`${prefix}${part}`, `(${totalOf(first, `${prefix}${part}`)})::float8`))} as ${sql.raw(`${prefix}${name}`)}`,
    ),
  );
  return sql<Row>`
    with facts as (${factsSql(filters, scope, 'period', { groups: { key: grouping.key, ids } })}),
    groups as (
      select ${sql.raw(grouping.key)} as id, ${columnsSql(grouping.identity)},
        count(distinct seller_sku)::int as sku_count, ${currencySql}, ${columnsSql(metrics)}
      from facts group by ${sql.raw(grouping.key)}
    )
    select g.*, ${sql.join(shares, sql`, `)}, ${String(first.total_count)}::bigint as total_count,
      exists(select 1 from brand_images i where i.brand_code = g.brand_code and i.kind = 'logo') as has_logo
    from groups g`;
}

/** One page of groups with their current and (compare mode) previous values, and the group count. */
export async function groupPage(
  db: Kysely<Database>,
  filters: PerformanceFilters,
  scope: PerformanceScope,
  request: PerformancePageRequest,
): Promise<{ rows: Row[]; count: number }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const ranked = (await rankSql(filters, scope, request).execute(trx)).rows;
      if (ranked.length === 0) return { rows: [], count: await countGroups(trx, filters, scope, request) };
      const rows = (await rowsSql(filters, scope, request, ranked).execute(trx)).rows;
      const order = new Map(ranked.map((row, index) => [String(row.id), index]));
      rows.sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
      return { rows, count: Number(ranked[0]?.total_count) };
    });
}
