import {
  AD_GROUP_BY_OPTIONS,
  AD_METRICS,
  type AdGroupBy,
  type AdType,
  DEFAULT_DATE_PRESET,
  DEFAULT_MARKETPLACE_ID,
  DEFAULT_PAGE_SIZE,
  MARKETPLACES,
  parseDatePreset,
  presetIsoDayRange,
  todayUtc,
} from '@portal/schema';
import type { AdFilterQuery } from '@portal/schema/rest';
import { badRequest } from '../../http/http-error.ts';
import { checkRequestedDayRange } from '../../http/requested-day-range.ts';
import type { AdFilters } from './advertising.types.ts';

/** Metric ids of an ad type (what sortBy and metric may name). */
export const metricIdsOf = (adType: AdType): string[] => AD_METRICS[adType].map((m) => m.id);

/** The default sort: what costs (or earns) most first. */
export const DEFAULT_SORT: Record<AdType, string> = {
  sp: 'advertising_cost',
  sb: 'advertising_cost',
  attribution: 'total_product_sales',
  dsp: 'total_cost',
};

/**
 * The rules of spec 1 §7.4 the contract cannot state alone, because they depend on today or on
 * the ad type of the path: missing dates come from the preset (default: the last 7 days ending
 * yesterday), ranges run forwards and end by today, and group-by, metrics and sort column must
 * be the ad type's. The contract has already checked every field's type and format.
 */
export function resolveAdFilters(
  adType: AdType,
  query: AdFilterQuery,
  today: string = todayUtc(),
): AdFilters {
  const presetRaw = query.preset?.trim() ?? '';
  const preset = presetRaw ? parseDatePreset(presetRaw) : null;
  if (presetRaw && !preset) throw badRequest(`preset '${presetRaw}' is not a date preset`);

  let { from, to } = query;
  if (!from || !to) {
    if (from || to) throw badRequest('from and to must be given together');
    const range = presetIsoDayRange(preset && preset !== 'custom' ? preset : DEFAULT_DATE_PRESET, today);
    if (!range) throw badRequest('from and to are required for a custom range');
    ({ from, to } = range);
  }
  checkRequestedDayRange({ from, to }, today, 'from/to');

  if (Boolean(query.compareFrom) !== Boolean(query.compareTo)) {
    throw badRequest('compareFrom and compareTo must be given together');
  }
  const compare =
    query.compareFrom && query.compareTo ? { from: query.compareFrom, to: query.compareTo } : null;
  if (compare) checkRequestedDayRange(compare, today, 'compareFrom/compareTo');

  const marketplaceId = query.marketplace_id?.trim() || DEFAULT_MARKETPLACE_ID;
  if (!MARKETPLACES.some((m) => m.marketplaceId === marketplaceId)) {
    throw badRequest(`marketplace_id '${marketplaceId}' is not a known marketplace`);
  }

  const options = AD_GROUP_BY_OPTIONS[adType];
  const groupBy = (query.groupBy ?? options[0]) as AdGroupBy;
  if (!options.includes(groupBy)) {
    throw badRequest(`groupBy '${groupBy}' is not available for ${adType}: use one of ${options.join(', ')}`);
  }

  const metricIds = metricIdsOf(adType);
  const metrics = query.metric ?? [];
  const unknownMetric = metrics.find((m) => !metricIds.includes(m));
  if (unknownMetric) throw badRequest(`metric '${unknownMetric}' is not a metric of ${adType}`);

  const sortBy = query.sortBy?.trim() || DEFAULT_SORT[adType];
  if (sortBy !== 'name' && !metricIds.includes(sortBy)) {
    throw badRequest(`sortBy '${sortBy}' is not a column of ${adType}`);
  }

  return {
    adType,
    from,
    to,
    compare,
    preset,
    marketplaceId,
    brandCodes: query.brandCodes ?? [],
    accountManagers: query.accountManagers ?? [],
    searchStr: query.searchStr?.trim() ?? '',
    groupBy,
    metrics,
    sortBy,
    sortDirection: query.sortDirection ?? 'desc',
    page: query.page ?? 0,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}
