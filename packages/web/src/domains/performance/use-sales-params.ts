import {
  DEFAULT_MARKETPLACE_ID,
  MARKETPLACES,
  SALES_INTERVALS,
  SALES_METRICS,
  type SalesMetric,
} from '@portal/schema';
import { parseAsArrayOf, parseAsStringLiteral } from 'nuqs';
import { parseAsList, parseAsStringWhere, useAddressState } from '../../ui';

const isMarketplaceId = (value: string): value is string =>
  MARKETPLACES.some((m) => m.marketplaceId === value);
const isSalesMetric = (value: string): value is SalesMetric =>
  (SALES_METRICS as readonly string[]).includes(value);

/** /performance-sales's view besides the dates; absent interval: chosen by the span. */
export const SALES_PARAMS = {
  interval: parseAsStringLiteral(SALES_INTERVALS),
  metric: parseAsArrayOf(parseAsStringWhere<SalesMetric>(isSalesMetric), ',').withDefault(['revenue']),
  filterBrands: parseAsList.withDefault([]),
  filterMarketplaces: parseAsArrayOf(parseAsStringWhere(isMarketplaceId), ',').withDefault([
    DEFAULT_MARKETPLACE_ID,
  ]),
};

export const useSalesParams = () => useAddressState(SALES_PARAMS);
export type SalesParams = ReturnType<typeof useSalesParams>[0];
export type UpdateSalesParams = ReturnType<typeof useSalesParams>[1];
