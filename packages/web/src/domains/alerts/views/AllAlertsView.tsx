import { useApolloClient } from '@apollo/client/react';
import {
  ALERT_MESSAGES,
  ALERT_VISIBLE_TYPES,
  ALERTS_DEFAULT_SORT,
  ALERTS_PAGE_SIZE,
  ALL_ALERTS_CLASSIFICATION,
  type AlertVisibleType,
  alertHiddenFromTab,
  alertsExportFileName,
  alertsSetOnTab,
  DEFAULT_ALERT_VISIBLE_TYPES,
  formatIsoDay,
  GRAPHQL_ENUM_OF,
  GRAPHQL_ENUM_VALUES,
  MESSAGES,
  PAGE_SIZE_OPTIONS,
  parseIsoDay,
} from '@portal/schema';
import { endOfDay, startOfDay, subDays } from 'date-fns';
import { parseAsArrayOf, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useEffect, useMemo, useState } from 'react';
import { errorCode } from '../../../app/apollo/error-message';
import { useSession } from '../../../app/session/SessionProvider';
import { usePermission } from '../../../app/session/use-permission';
import {
  type AlertField,
  type AlertFilterInput,
  AlertListDocument,
  type AlertRowFragment,
  type AlertVisibleType as AlertVisibleTypeEnum,
} from '../../../gql/graphql';
import {
  useAlertFilterListsQuery,
  useAlertListQuery,
  useAlertSubBrandsQuery,
  useSetAlertsHiddenMutation,
  useToggleAlertHiddenMutation,
} from '../../../gql/hooks';
import {
  downloadCsv,
  ForbiddenState,
  filterListState,
  parseAsList,
  parseAsNumberOf,
  parseAsPage,
  toCsv,
  useAddressState,
  useNotify,
} from '../../../ui';
import { ALERT_ROLE_FILTERS, AlertFilterBar } from '../components/AlertFilterBar';
import { ALERT_DATA_COLUMNS, AlertListPage } from '../components/AlertListPage';
import { readAllPages } from './export-all';

import { useSelection } from './use-selection';

/** The fields GET alerts sorts and searches by, under their REST names (the enum table's values). */
const ALERT_SORT_FIELDS = Object.values(GRAPHQL_ENUM_VALUES.AlertField);

/** The grid's filters, sort and page in the address (shareable, back/forward). */
const alertParsers = {
  page: parseAsPage.withDefault(0),
  pageSize: parseAsNumberOf(PAGE_SIZE_OPTIONS).withDefault(ALERTS_PAGE_SIZE),
  sortBy: parseAsStringLiteral(ALERT_SORT_FIELDS).withDefault(ALERTS_DEFAULT_SORT.field),
  sortOrder: parseAsStringLiteral(['asc', 'desc'] as const).withDefault(ALERTS_DEFAULT_SORT.order),
  classification: parseAsString.withDefault(ALL_ALERTS_CLASSIFICATION),
  visible: parseAsArrayOf(parseAsStringLiteral(ALERT_VISIBLE_TYPES), ',').withDefault([
    ...DEFAULT_ALERT_VISIBLE_TYPES,
  ]),
  brands: parseAsList.withDefault([]),
  subBrands: parseAsList.withDefault([]),
  alertTypes: parseAsList.withDefault([]),
  alertSubTypes: parseAsList.withDefault([]),
  marketplaces: parseAsList.withDefault([]),
  from: parseAsString,
  to: parseAsString,
  am: parseAsString,
  role: parseAsStringLiteral(ALERT_ROLE_FILTERS).withDefault('account-manager'),
  search: parseAsString.withDefault(''),
  searchField: parseAsStringLiteral(ALERT_SORT_FIELDS).withDefault('productName'),
};
const useAlertParams = () => useAddressState(alertParsers, { pageKey: 'page' });
export type AlertParams = ReturnType<typeof useAlertParams>[0];

/**
 * The date range the query sends (spec 2 §9): from the start of yesterday to now by default; a
 * chosen 'to' day counts whole.
 */
function alertRange(params: Pick<AlertParams, 'from' | 'to'>, now: Date) {
  const from = parseIsoDay(params.from) ?? subDays(startOfDay(now), 1);
  const to = parseIsoDay(params.to) ?? startOfDay(now);
  const toDay = formatIsoDay(to);
  return {
    fromDay: formatIsoDay(from),
    toDay,
    from: from.toISOString(),
    to: (toDay === formatIsoDay(now) ? now : endOfDay(to)).toISOString(),
  };
}

/**
 * The address's sort and search keys are the REST names (sortBy=brand), which old links hold and
 * the columns declare as their `key`; the GraphQL enum the grid sends is read from the one table.
 */
const ALERT_FIELD: Readonly<Record<AlertParams['sortBy'], AlertField>> = GRAPHQL_ENUM_OF.AlertField;
const VISIBLE: Readonly<Record<AlertVisibleType, AlertVisibleTypeEnum>> = GRAPHQL_ENUM_OF.AlertVisibleType;

/** The filter GET alerts receives for the address's state and the resolved account manager. */
function alertFilter(params: AlertParams, manager: string | null, now: Date): AlertFilterInput {
  const range = alertRange(params, now);
  const list = (values: readonly string[]) => (values.length > 0 ? [...values] : null);
  const search = params.search.trim();
  return {
    amEmail: manager,
    from: range.from,
    to: range.to,
    classification: params.classification,
    visibleTypes: params.visible.map((v) => VISIBLE[v]),
    brands: list(params.brands),
    subBrands: list(params.subBrands),
    alertTypes: list(params.alertTypes),
    alertSubTypes: list(params.alertSubTypes),
    marketplaces: list(params.marketplaces),
    ...(search
      ? { filterField: ALERT_FIELD[params.searchField], filterValue: search, filterOperator: 'CONTAINS' }
      : {}),
  };
}

/** The All Alerts tab: filters in the address, per-tab hide/show, bulk hide/show and the export. */
export function AllAlertsView() {
  const user = useSession()?.user;
  const isAdmin = usePermission('alerts.staffFilters');
  const canManage = usePermission('alerts.manage');
  const notify = useNotify();
  const client = useApolloClient();
  const [params, update] = useAlertParams();
  const [exporting, setExporting] = useState(false);
  // 'Now' is the moment the page opened: a range that moved on every render would query forever.
  const [now] = useState(() => new Date());

  const lists = useAlertFilterListsQuery({ variables: { withManagers: isAdmin } });
  const ownEmail = user?.email ?? null;
  const managedBy = useMemo(() => (lists.data?.accountManagers ?? []).map((m) => m.email), [lists.data]);
  // Spec 2 §6: the admin's account manager filter defaults to the current user's email, so their
  // own e-mail is always a choice, first (issue 38 point 14; supersedes part of ADR 0172).
  const managerEmails = useMemo(
    () => (isAdmin ? [...new Set([...(ownEmail ? [ownEmail] : []), ...managedBy])] : null),
    [isAdmin, ownEmail, managedBy],
  );
  const manager = isAdmin && params.role === 'account-manager' ? (params.am ?? ownEmail) : null;
  // An admin who manages no brand sees no alerts under their own e-mail: say so and where to look.
  const managerHint =
    manager !== null && manager === ownEmail && lists.data && !managedBy.includes(manager)
      ? 'You manage no brands: choose Everyone under Role to see every brand’s alerts.'
      : undefined;
  const brandCodes = user?.role === 'BRAND_USER' ? (user.brandCode ? [user.brandCode] : []) : params.brands;
  const subBrands = useAlertSubBrandsQuery({
    variables: { brandCodes },
    skip: brandCodes.length === 0,
  });

  const filter = alertFilter(params, manager, now);
  const variables = {
    filter,
    page: params.page,
    pageSize: params.pageSize,
    sortBy: ALERT_FIELD[params.sortBy],
    sortOrder: params.sortOrder === 'asc' ? ('ASC' as const) : ('DESC' as const),
  };
  const { data, loading, error, refetch } = useAlertListQuery({
    variables,
    skip: isAdmin && lists.loading,
    fetchPolicy: 'cache-and-network',
  });
  const { selected, toggle: select, clear } = useSelection(JSON.stringify(variables));
  useEffect(() => {
    if (lists.error) notify.error(ALERT_MESSAGES.unableToGetAlertTypes);
  }, [lists.error, notify]);

  const [toggleHidden, toggling] = useToggleAlertHiddenMutation();
  const [setHidden, setting] = useSetAlertsHiddenMutation();
  const tab = params.classification;
  const only: AlertVisibleType | null = params.visible.length === 1 ? (params.visible[0] ?? null) : null;

  if (errorCode(error) === 'FORBIDDEN') return <ForbiddenState />;

  const onToggleHidden = async (row: AlertRowFragment) => {
    const wasHidden = row.hiddenFromTabs.includes(tab);
    try {
      await toggleHidden({ variables: { alert: { id: row.id, collection: row.collection }, tabName: tab } });
      notify.success(wasHidden ? alertsSetOnTab(1, 'Visible', tab) : alertHiddenFromTab(tab));
      await refetch();
    } catch {
      notify.error(ALERT_MESSAGES.hideAlertFailed);
    }
  };
  const onBulk = async () => {
    const rows = (data?.alerts.rows ?? []).filter((r) => selected.has(r.id));
    const hide = only === 'Visible';
    try {
      const answer = await setHidden({
        variables: {
          alerts: rows.map((r) => ({ id: r.id, collection: r.collection })),
          tabName: tab,
          hidden: hide,
        },
      });
      notify.success(
        alertsSetOnTab(answer.data?.setAlertsHidden.length ?? 0, hide ? 'Hidden' : 'Visible', tab),
      );
      clear();
      await refetch();
    } catch {
      notify.error(ALERT_MESSAGES.hideAlertsFailed);
    }
  };
  const onExport = async () => {
    setExporting(true);
    try {
      const rows = await readAllPages(async (page, pageSize) => {
        const answer = await client.query({
          query: AlertListDocument,
          variables: { ...variables, page, pageSize },
          fetchPolicy: 'network-only',
        });
        if (!answer.data) throw new Error(ALERT_MESSAGES.unableToGetAlerts);
        return answer.data.alerts;
      });
      downloadCsv(alertsExportFileName(tab), toCsv(ALERT_DATA_COLUMNS, rows));
    } catch {
      notify.error(ALERT_MESSAGES.unableToGetAlerts);
    } finally {
      setExporting(false);
    }
  };

  const alertTypes = lists.data?.alertTypes ?? [];
  return (
    <AlertListPage
      filters={
        <AlertFilterBar
          params={params}
          range={alertRange(params, now)}
          onChange={(change) => void update(change)}
          classifications={(lists.data?.alertClassifications ?? []).map((c) => c.department)}
          alertTypes={alertTypes}
          brandOptions={
            user?.role === 'BRAND_USER'
              ? null
              : (lists.data?.brandIds ?? []).map((b) => ({
                  value: b.brandCode,
                  text: `${b.brandCode} - ${b.name}`,
                }))
          }
          subBrandOptions={(subBrands.data?.subBrands ?? []).map((b) => ({
            value: b.brandCode,
            text: `${b.brandCode} - ${b.name}`,
          }))}
          managerOptions={managerEmails}
          manager={manager}
          managerHint={managerHint}
          showVisibility={canManage}
          listStates={{
            brands: filterListState(lists, MESSAGES.unableToGetBrands),
            alertTypes: filterListState(lists, ALERT_MESSAGES.unableToGetAlertTypes),
          }}
        />
      }
      rows={data?.alerts.rows ?? []}
      count={data?.alerts.count ?? 0}
      page={params.page}
      pageSize={params.pageSize}
      onPageChange={(page) => void update({ page })}
      onPageSizeChange={(pageSize) => void update({ pageSize: pageSize as typeof params.pageSize })}
      sortBy={params.sortBy}
      sortDirection={params.sortOrder}
      onSortChange={(field, direction) =>
        void update({ sortBy: field as typeof params.sortBy, sortOrder: direction })
      }
      search={params.search}
      onSearchChange={(search) => void update({ search: search || null })}
      loading={loading && !data}
      error={error ? ALERT_MESSAGES.unableToGetAlerts : null}
      onRetry={() => void refetch()}
      onExport={() => void onExport()}
      exporting={exporting}
      staff={
        canManage
          ? {
              tab,
              selected,
              onSelect: select,
              onToggleHidden: (row) => void onToggleHidden(row),
              busy: toggling.loading || setting.loading,
              bulkLabel:
                only === 'Visible'
                  ? ALERT_MESSAGES.hideSelected
                  : only === 'Hidden'
                    ? ALERT_MESSAGES.showSelected
                    : null,
              onBulk: () => void onBulk(),
            }
          : null
      }
    />
  );
}
