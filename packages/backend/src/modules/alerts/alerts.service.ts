import {
  ALERTS_DEFAULT_SORT,
  ALERTS_PAGE_SIZE,
  ALL_ALERTS_CLASSIFICATION,
  DEFAULT_ALERT_VISIBLE_TYPES,
} from '@portal/schema';
import type { alertsContract, RouteBody, RouteQuery } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import {
  findAlerts,
  hiddenAmong,
  hiddenTabsOf,
  listAlerts,
  listAlertTypes,
  listClassifications,
  setHiddenOnTab,
} from './alerts.repository.ts';

const ALERT_NOT_FOUND = 'Alert not found';

export async function getClassifications(ctx: AppContext) {
  return listClassifications(ctx.db);
}

export async function getAlertTypes(ctx: AppContext) {
  const types = await listAlertTypes(ctx.db);
  return types.map((t) => ({ _id: t.name, subTypes: t.sub_types.map((value) => ({ value })) }));
}

/** A tab name is 'All' or a stored department; anything else would hide on a tab nobody sees. */
async function tabTypes(ctx: AppContext, tab: string): Promise<string[] | null> {
  if (tab === ALL_ALERTS_CLASSIFICATION) return null;
  const found = (await listClassifications(ctx.db)).find((c) => c.department === tab);
  if (!found) throw badRequest(`Unknown classification ${tab}`);
  return found.alerts;
}

export async function listAlertPage(
  ctx: AppContext,
  principal: Principal,
  query: RouteQuery<typeof alertsContract.list>,
) {
  const tab = query.classification?.trim() || ALL_ALERTS_CLASSIFICATION;
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from > to) throw badRequest('from must not be after to');
  const visibleTypes = query.alertVisibleTypes?.length
    ? query.alertVisibleTypes
    : DEFAULT_ALERT_VISIBLE_TYPES;
  const { rows, count } = await listAlerts(ctx.db, {
    visible: visibleBrandCodes(principal),
    // Spec 2 §6: the account manager filter is the admin's; others are scoped by role alone.
    amEmail: principal.role === 'admin' ? query.am_email : undefined,
    from,
    to,
    tab,
    tabTypes: await tabTypes(ctx, tab),
    showVisible: visibleTypes.includes('Visible'),
    showHidden: visibleTypes.includes('Hidden'),
    sort: {
      field: query.sortBy ?? ALERTS_DEFAULT_SORT.field,
      order: query.sortOrder ?? ALERTS_DEFAULT_SORT.order,
    },
    filter:
      query.filterField && query.filterValue?.trim()
        ? { field: query.filterField, operator: query.filterOperator ?? 'contains', value: query.filterValue }
        : undefined,
    brands: query.brands,
    alertTypes: query.alertTypes,
    alertSubTypes: query.alertSubTypes,
    subBrands: query.subBrands,
    marketplaces: query.marketplaces,
    page: query.page ?? 0,
    pageSize: query.pageSize ?? ALERTS_PAGE_SIZE,
  });
  // The one conversion left is the type: the database's time as the contract's ISO text.
  return { count, rows: rows.map((r) => ({ ...r, dateTime: r.dateTime.toISOString() })) };
}

/** Hides the alert on the tab, or shows it again when it is hidden there (the row's one button). */
export async function hideAlert(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof alertsContract.hideOne>,
) {
  await tabTypes(ctx, body.tabName);
  const [found] = await findAlerts(ctx.db, [body.alertId], visibleBrandCodes(principal));
  if (!found || found.collection !== body.alertCollection) throw notFound(ALERT_NOT_FOUND);
  await ctx.db.transaction().execute(async (trx) => {
    const hidden = await hiddenAmong(trx, [found.id], body.tabName);
    await setHiddenOnTab(trx, [found.id], body.tabName, !hidden.has(found.id));
  });
  return { _id: found.id, hiddenFromTabs: await hiddenTabsOf(ctx.db, found.id) };
}

/** Bulk hide or show on one tab, all or nothing: one unknown alert and nothing changes. */
export async function hideAlerts(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof alertsContract.hideMany>,
): Promise<string[]> {
  await tabTypes(ctx, body.tabName);
  const wanted = new Map(body.alerts.map((a) => [a.id, a.collectionName]));
  const found = await findAlerts(ctx.db, [...wanted.keys()], visibleBrandCodes(principal));
  if (found.length !== wanted.size || found.some((a) => wanted.get(a.id) !== a.collection))
    throw notFound(ALERT_NOT_FOUND);
  return ctx.db.transaction().execute(async (trx) => {
    const ids = found.map((a) => a.id);
    const hidden = await hiddenAmong(trx, ids, body.tabName);
    const toHide = ids.filter((id) => !hidden.has(id) && body.hidden !== false);
    const toShow = ids.filter((id) => hidden.has(id) && body.hidden !== true);
    await setHiddenOnTab(trx, toHide, body.tabName, true);
    await setHiddenOnTab(trx, toShow, body.tabName, false);
    return [...toHide, ...toShow].sort((a, b) => Number(a) - Number(b));
  });
}
