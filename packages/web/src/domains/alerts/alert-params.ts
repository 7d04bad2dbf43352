import {
  ALERT_VISIBLE_TYPES,
  ALERTS_DEFAULT_SORT,
  ALERTS_PAGE_SIZE,
  ALL_ALERTS_CLASSIFICATION,
  DEFAULT_ALERT_VISIBLE_TYPES,
  GRAPHQL_ENUM_OF,
  GRAPHQL_ENUM_VALUES,
  PAGE_SIZE_OPTIONS,
} from '@portal/schema';
import { parseAsArrayOf, parseAsBoolean, parseAsString, parseAsStringLiteral } from 'nuqs';
import type { AlertField, AlertFilterInput, AlertVisibleType } from '../../gql/graphql';
import { parseAsList, parseAsNumberOf, parseAsPage, useAddressState } from '../../ui';

/** The tabs of the alerts page by address key (spec 2 §2). */
export const ALERT_TAB_KEYS = ['all', 'late-fbm', 'deleted-skus', 'parent-changes'] as const;
export type AlertTabKey = (typeof ALERT_TAB_KEYS)[number];

/** Whose alerts an admin looks at (the role-filter dropdown, docs/decisions/0172). */
export const ALERT_ROLE_FILTERS = ['account-manager', 'everyone'] as const;
export type AlertRoleFilter = (typeof ALERT_ROLE_FILTERS)[number];

/** The fields GET alerts sorts and searches by, under their REST names (the enum table's values). */
const ALERT_SORT_FIELDS = Object.values(GRAPHQL_ENUM_VALUES.AlertField);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The alerts grid's filters, sort and page in the address (shareable, back/forward). */
export const alertParsers = {
  tab: parseAsStringLiteral(ALERT_TAB_KEYS).withDefault('all'),
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
  // The extra tabs: their own sort, and whether finished rows show too.
  tabSortBy: parseAsString,
  tabSortOrder: parseAsStringLiteral(['asc', 'desc'] as const).withDefault('desc'),
  showAll: parseAsBoolean.withDefault(false),
};

export const useAlertParams = () => useAddressState(alertParsers, { pageKey: 'page' });
export type AlertParams = ReturnType<typeof useAlertParams>[0];

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The date range the query sends (spec 2 §9): from the start of yesterday to now by default; a
 * chosen 'to' day counts whole.
 */
export function alertRange(params: Pick<AlertParams, 'from' | 'to'>, now = new Date()) {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const fromDay = params.from && DAY.test(params.from) ? params.from : localDay(yesterday);
  const toDay = params.to && DAY.test(params.to) ? params.to : localDay(now);
  const [fy, fm, fd] = fromDay.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toDay.split('-').map(Number) as [number, number, number];
  const end = new Date(ty, tm - 1, td + 1, 0, 0, 0, -1);
  return {
    fromDay,
    toDay,
    from: new Date(fy, fm - 1, fd).toISOString(),
    to: (toDay === localDay(now) ? now : end).toISOString(),
  };
}

/**
 * The address's sort and search keys are the REST names (sortBy=brand), which old links hold and
 * the columns declare as their `key`; the GraphQL enum the grid sends is read from the one table.
 */
export const ALERT_FIELD: Readonly<Record<AlertParams['sortBy'], AlertField>> = GRAPHQL_ENUM_OF.AlertField;
const VISIBLE: Readonly<Record<AlertParams['visible'][number], AlertVisibleType>> =
  GRAPHQL_ENUM_OF.AlertVisibleType;

/** The filter GET alerts receives for the address's state and the resolved account manager. */
export function alertFilter(params: AlertParams, manager: string | null, now?: Date): AlertFilterInput {
  const range = alertRange(params, now);
  const list = (values: readonly string[]) => (values.length > 0 ? [...values] : null);
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
    ...(params.search.trim()
      ? {
          filterField: ALERT_FIELD[params.searchField],
          filterValue: params.search.trim(),
          filterOperator: 'CONTAINS',
        }
      : {}),
  };
}
