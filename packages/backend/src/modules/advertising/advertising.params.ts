import {
  AD_GROUP_BY_OPTIONS,
  AD_METRICS,
  AD_TYPES,
  type AdGroupBy,
  type AdType,
  DEFAULT_DATE_PRESET,
  DEFAULT_MARKETPLACE_ID,
  DEFAULT_PAGE_SIZE,
  isAdType,
  MARKETPLACES,
  parseDatePreset,
  presetRange,
  todayUtc,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import { badRequest } from '../../http/http-error.ts';
import { integerParam } from '../../http/validate.ts';
import type { AdFilters, SortDirection } from './advertising.types.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Longest range one call may cover: protects the database from a ten-year custom range. */
export const MAX_RANGE_DAYS = 1100;
const MAX_CODES = 500;

export const DISPLAY_TYPES = ['group', 'summary', 'chart'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

export function parseAdType(value: unknown): AdType {
  if (typeof value === 'string' && isAdType(value)) return value;
  throw badRequest(`adsType must be one of ${AD_TYPES.join(', ')}`);
}

export function parseDisplayType(value: unknown): DisplayType {
  if (typeof value === 'string' && (DISPLAY_TYPES as readonly string[]).includes(value)) {
    return value as DisplayType;
  }
  throw badRequest(`displayType must be one of ${DISPLAY_TYPES.join(', ')}`);
}

/** Metric ids of an ad type (what sortBy and metric may name). */
export const metricIdsOf = (adType: AdType): string[] => AD_METRICS[adType].map((m) => m.id);

/** A list from a query (repeated keys or comma-separated) or a JSON array. */
export function listParam(source: Record<string, unknown>, field: string): string[] {
  const raw = source[field];
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((item) => {
    if (typeof item === 'number') return [String(item)];
    if (typeof item !== 'string') throw badRequest(`${field} must be a list of strings`);
    return item.split(',');
  });
  const values = [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ''))];
  if (values.length > MAX_CODES) throw badRequest(`${field} may hold at most ${MAX_CODES} values`);
  if (values.some((v) => v.length > 100)) throw badRequest(`${field} values must be at most 100 characters`);
  return values;
}

function dayParam(source: Record<string, unknown>, field: string): string | null {
  const raw = source[field];
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !DAY.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
    throw badRequest(`${field} must be a date written YYYY-MM-DD`);
  }
  return raw;
}

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const lengthOf = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

function checkRange(from: string, to: string, today: string, label: string): void {
  if (from > to) throw badRequest(`${label}: ${VALIDATION_MESSAGES.dateRangeReversed}`);
  // The browser sends its own calendar day; a day ahead of UTC is still "today" east of Greenwich.
  if (to > addDays(today, 1)) throw badRequest(`${label}: ${VALIDATION_MESSAGES.dateRangeEndsAfterToday}`);
  if (lengthOf(from, to) > MAX_RANGE_DAYS) {
    throw badRequest(`${label}: the date range may cover at most ${MAX_RANGE_DAYS} days`);
  }
}

function optionalText(source: Record<string, unknown>, field: string, max: number): string {
  const raw = source[field];
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw badRequest(`${field} must be a string`);
  if (raw.length > max) throw badRequest(`${field} must be at most ${max} characters`);
  return raw.trim();
}

/** The default sort: what costs (or earns) most first. */
export const DEFAULT_SORT: Record<AdType, string> = {
  sp: 'advertising_cost',
  sb: 'advertising_cost',
  attribution: 'total_product_sales',
  dsp: 'total_cost',
};

/**
 * Reads the filter fields of spec 1 §7.4 from a query string or a JSON body. Missing dates come
 * from the preset (default: the last 7 days ending yesterday); a compare range only when given.
 */
export function parseAdFilters(
  adType: AdType,
  source: Record<string, unknown>,
  today: string = todayUtc(),
): AdFilters {
  const presetRaw = optionalText(source, 'preset', 20);
  const preset = presetRaw ? parseDatePreset(presetRaw) : null;
  if (presetRaw && !preset) throw badRequest(`preset '${presetRaw}' is not a date preset`);

  let from = dayParam(source, 'from');
  let to = dayParam(source, 'to');
  if (!from || !to) {
    if (from || to) throw badRequest('from and to must be given together');
    const range = presetRange(preset && preset !== 'custom' ? preset : DEFAULT_DATE_PRESET, today);
    if (!range) throw badRequest('from and to are required for a custom range');
    ({ from, to } = range);
  }
  checkRange(from, to, today, 'from/to');

  const compareFrom = dayParam(source, 'compareFrom');
  const compareTo = dayParam(source, 'compareTo');
  if (Boolean(compareFrom) !== Boolean(compareTo)) {
    throw badRequest('compareFrom and compareTo must be given together');
  }
  const compare = compareFrom && compareTo ? { from: compareFrom, to: compareTo } : null;
  if (compare) checkRange(compare.from, compare.to, today, 'compareFrom/compareTo');

  const marketplaceId = optionalText(source, 'marketplace_id', 40) || DEFAULT_MARKETPLACE_ID;
  if (!MARKETPLACES.some((m) => m.marketplaceId === marketplaceId)) {
    throw badRequest(`marketplace_id '${marketplaceId}' is not a known marketplace`);
  }

  const options = AD_GROUP_BY_OPTIONS[adType];
  const groupByRaw = optionalText(source, 'groupBy', 40);
  const groupBy = (groupByRaw || options[0]) as AdGroupBy;
  if (!options.includes(groupBy)) {
    throw badRequest(
      `groupBy '${groupByRaw}' is not available for ${adType}: use one of ${options.join(', ')}`,
    );
  }

  const metricIds = metricIdsOf(adType);
  const metrics = listParam(source, 'metric');
  const unknownMetric = metrics.find((m) => !metricIds.includes(m));
  if (unknownMetric) throw badRequest(`metric '${unknownMetric}' is not a metric of ${adType}`);

  const sortBy = optionalText(source, 'sortBy', 40) || DEFAULT_SORT[adType];
  if (sortBy !== 'name' && !metricIds.includes(sortBy)) {
    throw badRequest(`sortBy '${sortBy}' is not a column of ${adType}`);
  }
  const directionRaw = optionalText(source, 'sortDirection', 10).toLowerCase() || 'desc';
  if (directionRaw !== 'asc' && directionRaw !== 'desc')
    throw badRequest('sortDirection must be asc or desc');

  return {
    adType,
    from,
    to,
    compare,
    preset,
    marketplaceId,
    brandCodes: listParam(source, 'brandCodes'),
    accountManagers: listParam(source, 'accountManagers'),
    searchStr: optionalText(source, 'searchStr', 200),
    groupBy,
    metrics,
    sortBy,
    sortDirection: directionRaw as SortDirection,
    page: integerParam(source, 'page', { min: 0, max: 100_000, fallback: 0 }),
    pageSize: integerParam(source, 'pageSize', { min: 1, max: 100, fallback: DEFAULT_PAGE_SIZE }),
  };
}
