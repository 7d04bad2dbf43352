import { ALERTS_PAGE_SIZE, todayUtc } from '@portal/schema';
import type { alertsContract, RouteQuery } from '@portal/schema/rest';
import type { RawBuilder } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { ALERT_RULES } from './alert-rules.ts';
import { type AlertTabTable, listTabRows, TAB_COLUMNS, toggleFinished } from './alert-tabs.repository.ts';

type LateQuery = RouteQuery<typeof alertsContract.lateFbmShipments>;
type DeletedQuery = RouteQuery<typeof alertsContract.deletedSkus>;
type MissingQuery = RouteQuery<typeof alertsContract.missingParents>;
/** What the three tabs' queries share; each table checks its own column names. */
type TabQuery = Omit<LateQuery, 'sortBy' | 'filterField'> & {
  sortBy?: string;
  filterField?: string;
  from?: number;
  to?: number;
};

const day = (epochMs: number | undefined) =>
  epochMs === undefined ? undefined : new Date(epochMs).toISOString().slice(0, 10);

async function tabPage(
  ctx: AppContext,
  principal: Principal,
  table: AlertTabTable,
  query: TabQuery,
  defaultSort: string,
) {
  const columns: Record<string, RawBuilder<unknown>> = TAB_COLUMNS[table];
  const sortBy = query.sortBy ?? defaultSort;
  // Days past promise grow as the promise date recedes: its order is the date's reversed.
  const flip = sortBy === 'daysPastPromise';
  const order = query.sortOrder ?? 'desc';
  const filterColumn = query.filterField ? columns[query.filterField] : undefined;
  return listTabRows(ctx.db, table, {
    visible: visibleBrandCodes(principal),
    showAll: query.showAll ?? false,
    accountManagerId: query.accountManagerId,
    from: day(query.from),
    to: day(query.to),
    today: todayUtc(),
    sort: {
      column: columns[sortBy] ?? (columns[defaultSort] as RawBuilder<unknown>),
      order: flip ? (order === 'asc' ? 'desc' : 'asc') : order,
    },
    filter:
      filterColumn && query.filterValue?.trim()
        ? { column: filterColumn, operator: query.filterOperator ?? 'contains', value: query.filterValue }
        : undefined,
    page: query.page ?? 0,
    pageSize: query.pageSize ?? ALERTS_PAGE_SIZE,
  });
}

const common = (r: Record<string, unknown>) => ({
  _id: String(r.id),
  sku: String(r.seller_sku),
  asin: (r.asin as string | null) ?? null,
  brand: String(r.brand_code),
  brandName: String(r.brand_name),
  marketplace: String(r.marketplace_id),
  status: String(r.status),
  finished: Boolean(r.finished),
});

export async function listLateFbmShipments(ctx: AppContext, principal: Principal, query: LateQuery) {
  const { count, rows } = await tabPage(ctx, principal, 'late_fbm_shipments', query, 'daysPastPromise');
  return {
    count,
    rows: rows.map((r) => ({
      ...common(r),
      orderId: String(r.amazon_order_id),
      promiseDate: String(r.promise_date),
      // Days from the promise date (purchase day + handling) to today.
      daysPastPromise: Number(r.age_days) - ALERT_RULES.fbmHandlingDays,
    })),
  };
}

export async function listDeletedSkus(ctx: AppContext, principal: Principal, query: DeletedQuery) {
  const { count, rows } = await tabPage(ctx, principal, 'deleted_skus', query, 'date');
  return { count, rows: rows.map((r) => ({ ...common(r), date: String(r.date) })) };
}

export async function listMissingParents(ctx: AppContext, principal: Principal, query: MissingQuery) {
  const { count, rows } = await tabPage(ctx, principal, 'missing_parents', query, 'date');
  return {
    count,
    rows: rows.map((r) => ({
      ...common(r),
      isChild: Boolean(r.is_child),
      parentAsin: (r.parent_asin as string | null) ?? null,
      prevParentAsin: (r.prev_parent_asin as string | null) ?? null,
      date: String(r.date),
    })),
  };
}

/** Toggles the finished flag of every id, all or nothing; answers the changed ids. */
export async function toggleTabFinished(
  ctx: AppContext,
  principal: Principal,
  table: AlertTabTable,
  alertIds: string[],
): Promise<string[]> {
  const changed = await toggleFinished(ctx.db, table, alertIds, visibleBrandCodes(principal));
  if (!changed) throw notFound('Alert not found');
  return changed;
}
