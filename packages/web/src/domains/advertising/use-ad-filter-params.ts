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
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ChartGrain, isChartGrain } from '../../ui';
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

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/** Reads the address; anything unusable for this ad type falls back to its default. */
export function readAdFilters(params: URLSearchParams, adType: AdType): AdFilterState {
  const options = groupByOptions(adType);
  const groupBy = options.find((o) => o === params.get('groupBy')) ?? (options[0] as AdGroupBy);
  const marketplace = params.get('marketplace_id');
  const visible = chartMetrics(adType).map((m) => m.id);
  const metrics = list(params.get('metric'))
    .filter(isAdMetricId)
    .filter((m) => visible.includes(m));
  const sortBy = params.get('sortBy');
  const pageSize = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  return {
    brandCodes: list(params.get('brandCodes')),
    accountManagers: list(params.get('accountManagers')),
    marketplaceId: MARKETPLACES.some((m) => m.marketplaceId === marketplace)
      ? (marketplace as string)
      : DEFAULT_MARKETPLACE_ID,
    searchStr: params.get('searchStr') ?? '',
    groupBy,
    metrics: metrics.length > 0 ? metrics : visible.slice(0, 2),
    interval: isChartGrain(params.get('interval')) ? (params.get('interval') as ChartGrain) : null,
    sortBy: sortBy === 'name' || (sortBy && metricOf(adType, sortBy)) ? sortBy : null,
    sortDirection: params.get('sortDirection') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 0 ? page : FIRST_PAGE,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

const KEYS: Record<keyof AdFilterState, string> = {
  brandCodes: 'brandCodes',
  accountManagers: 'accountManagers',
  marketplaceId: 'marketplace_id',
  searchStr: 'searchStr',
  groupBy: 'groupBy',
  metrics: 'metric',
  interval: 'interval',
  sortBy: 'sortBy',
  sortDirection: 'sortDirection',
  page: 'page',
  pageSize: 'pageSize',
};

/** The address keys useDateRangeParams writes (preset, from, to, compare and the compare days). */
const DATE_KEYS = ['preset', 'from', 'to', 'compare', 'compareFrom', 'compareTo'] as const;

const datesOf = (params: URLSearchParams) => DATE_KEYS.map((k) => `${k}=${params.get(k) ?? ''}`).join('&');

/**
 * The filter state kept in the address (so a view is shared as a link). Changing anything but the
 * page, the chart's metrics or interval, or the page size goes back to the first page; so does a new date range,
 * preset or compare setting, which useDateRangeParams writes on its own.
 */
export function useAdFilterParams(adType: AdType) {
  const [params, setParams] = useSearchParams();
  // Two changes in one event (page size, then page 0) must build on each other, not on the render's copy.
  const latest = useRef(params);
  latest.current = params;
  // The dates the page in the address was chosen for. The date bar navigates on its own, so the page
  // is dropped just after; until then it reads as the first page so that no stale page is fetched.
  const dates = datesOf(params);
  const [pagedDates, setPagedDates] = useState(dates);
  const datesMoved = pagedDates !== dates;
  const state = useMemo(() => {
    const read = readAdFilters(params, adType);
    return datesMoved ? { ...read, page: FIRST_PAGE } : read;
  }, [params, adType, datesMoved]);
  useEffect(() => {
    if (!datesMoved) return;
    if (!params.has('page')) {
      setPagedDates(dates);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('page');
    latest.current = next;
    setParams(next, { replace: true });
  }, [datesMoved, dates, params, setParams]);
  const update = useCallback(
    (change: Partial<AdFilterState>) => {
      setParams(
        () => {
          const next = new URLSearchParams(latest.current);
          for (const [key, value] of Object.entries(change) as Array<[keyof AdFilterState, unknown]>) {
            const name = KEYS[key];
            const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value);
            // The first page is the address without a page, as every other reset writes it.
            if (text === '' || (key === 'page' && value === FIRST_PAGE)) next.delete(name);
            else next.set(name, text);
          }
          // The chart's metrics and interval leave the table where it is.
          const keepsPage = Object.keys(change).every(
            (k) => k === 'page' || k === 'metrics' || k === 'interval',
          );
          if (!keepsPage) next.delete('page');
          latest.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { state, update };
}
