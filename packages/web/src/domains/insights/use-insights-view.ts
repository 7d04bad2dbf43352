import { DEFAULT_INSIGHTS_MARKETPLACE } from '@portal/schema';
import { parseAsString } from 'nuqs';
import { useMemo } from 'react';
import type { InsightsFilter } from '../../gql/graphql';
import { parseAsList, useAddressState, useDateRangeParams } from '../../ui';

// Drill-downs and filters in the address: a drilled-down view is a link, and a reload restores it.
const PARSERS = {
  brands: parseAsList.withDefault([]),
  managers: parseAsList.withDefault([]),
  /** The one marketplace read (its currency and timezone); United States by default. */
  marketplace: parseAsString.withDefault(DEFAULT_INSIGHTS_MARKETPLACE),
  /** The brand drilled into on the heatmap and the summary by brands. */
  brand: parseAsString,
  /** The SKU drilled into on the heatmap. */
  sku: parseAsString,
  reason: parseAsString,
  disposition: parseAsString,
  /** The SKU whose return lines the modal shows, and for which pie. */
  returnSku: parseAsString,
  returnBy: parseAsString,
  promoBrand: parseAsString,
};

export type InsightsDrill = {
  brand: string | null;
  sku: string | null;
  reason: string | null;
  disposition: string | null;
  returnSku: string | null;
  returnBy: string | null;
  promoBrand: string | null;
};

export const NO_DRILL: { [K in keyof InsightsDrill]: null } = {
  brand: null,
  sku: null,
  reason: null,
  disposition: null,
  returnSku: null,
  returnBy: null,
  promoBrand: null,
};

/** The insights view: period and comparison, brands, and every card's drill-down. */
export function useInsightsView() {
  const dates = useDateRangeParams();
  const [state, update] = useAddressState(PARSERS);
  const filter: InsightsFilter = useMemo(
    () => ({
      from: dates.from,
      to: dates.to,
      ...(dates.compareFrom && dates.compareTo
        ? { compareFrom: dates.compareFrom, compareTo: dates.compareTo }
        : {}),
      marketplace: state.marketplace,
      ...(state.brands.length > 0 ? { brands: state.brands } : {}),
      ...(state.managers.length > 0 ? { accountManagers: state.managers } : {}),
    }),
    [
      dates.from,
      dates.to,
      dates.compareFrom,
      dates.compareTo,
      state.marketplace,
      state.brands,
      state.managers,
    ],
  );
  return { dates, state, update, filter, comparing: Boolean(dates.compareFrom) };
}
