import {
  type AdGroupBy,
  type AdType,
  DEFAULT_MARKETPLACE_ID,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  isAdMetricId,
  MARKETPLACES,
  PAGE_SIZE_OPTIONS,
} from '@portal/schema';
import { createLoader, parseAsArrayOf, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useCallback, useMemo } from 'react';
import {
  type AddressStateChange,
  type ChartGrain,
  isChartGrain,
  parseAsList,
  parseAsNumberOf,
  parseAsPage,
  parseAsStringWhere,
  useAddressState,
} from '../../ui';
import { chartMetrics, groupByOptions, metricOf } from './ad-metrics';

export type SortDirection = 'asc' | 'desc';

/** The advertising filter state of spec 1 §3 besides the dates (useDateRangeParams keeps those). */
export interface AdFilterState {
  brandCodes: string[];
  accountManagers: string[];
  marketplaceId: string;
  searchStr: string;
  groupBy: AdGroupBy;
  metrics: string[];
  /** The chart's point spacing picked by the user; null lets the range's span choose it. */
  interval: ChartGrain | null;
  sortBy: string | null;
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
}

const isMarketplaceId = (value: string): value is string =>
  MARKETPLACES.some((m) => m.marketplaceId === value);

/** The address parsers of an ad type: anything unusable for it reads as its default. */
// A chosen value stays in the address even when it is the default (a link says what was picked,
// as before this hook used the address-state helper); emptied lists, search and page 0 leave it.
const KEEP = { clearOnDefault: false } as const;

function adFilterParsers(adType: AdType) {
  const options = groupByOptions(adType);
  const visible = chartMetrics(adType).map((m) => m.id);
  return {
    brandCodes: parseAsList.withDefault([]),
    accountManagers: parseAsList.withDefault([]),
    marketplaceId: parseAsStringWhere(isMarketplaceId).withDefault(DEFAULT_MARKETPLACE_ID).withOptions(KEEP),
    searchStr: parseAsString.withDefault(''),
    groupBy: parseAsStringLiteral(options)
      .withDefault(options[0] as AdGroupBy)
      .withOptions(KEEP),
    metrics: parseAsArrayOf(
      parseAsStringWhere((m): m is string => isAdMetricId(m) && visible.includes(m)),
      ',',
    ).withDefault([]),
    interval: parseAsStringWhere<ChartGrain>(isChartGrain),
    sortBy: parseAsStringWhere((s): s is string => s === 'name' || metricOf(adType, s) !== undefined),
    sortDirection: parseAsStringLiteral(['asc', 'desc'] as const)
      .withDefault('desc')
      .withOptions(KEEP),
    page: parseAsPage.withDefault(FIRST_PAGE),
    pageSize: parseAsNumberOf(PAGE_SIZE_OPTIONS)
      .withDefault(DEFAULT_PAGE_SIZE as (typeof PAGE_SIZE_OPTIONS)[number])
      .withOptions(KEEP),
  };
}

/** Address names that differ from the state's. */
const URL_KEYS = { marketplaceId: 'marketplace_id', metrics: 'metric' } as const;

/** The address keys useDateRangeParams writes (preset, from, to, compare and the compare days). */
const DATE_KEYS = ['preset', 'from', 'to', 'compare', 'compareFrom', 'compareTo'] as const;

/** The chart's metrics and interval leave the table where it is. */
const KEEPS_PAGE = ['metrics', 'interval'] as const;

/** No metric ticked in the address: the ad type's first two chart metrics. */
const withChartDefault = (adType: AdType, metrics: string[]) =>
  metrics.length > 0
    ? metrics
    : chartMetrics(adType)
        .map((m) => m.id)
        .slice(0, 2);

/** Reads an address as the screen would (tests and links use it). */
export function readAdFilters(params: URLSearchParams, adType: AdType): AdFilterState {
  const read = createLoader(adFilterParsers(adType), { urlKeys: URL_KEYS })(params);
  return { ...read, metrics: withChartDefault(adType, read.metrics) };
}

/**
 * The filter state kept in the address (so a view is shared as a link), by the one address-state
 * helper. Changing anything but the page, the chart's metrics or interval goes back to the first
 * page; so does a new date range, preset or compare setting, which useDateRangeParams writes.
 */
export function useAdFilterParams(adType: AdType) {
  const parsers = useMemo(() => adFilterParsers(adType), [adType]);
  const [read, setAddress] = useAddressState(parsers, {
    urlKeys: URL_KEYS,
    pageKey: 'page',
    keepsPage: KEEPS_PAGE,
    pageFollows: DATE_KEYS,
    // The date bar writes the period it opened on into the address: not a new period.
    fillsIn: ['preset', 'from', 'to'],
  });
  const state: AdFilterState = useMemo(
    () => ({ ...read, metrics: withChartDefault(adType, read.metrics) }),
    [read, adType],
  );
  const update = useCallback(
    (change: Partial<AdFilterState>) => void setAddress(change as AddressStateChange<typeof parsers>),
    [setAddress],
  );
  return { state, update };
}
