import { PERFORMANCE_METRIC_TABLE, PERFORMANCE_METRICS } from '@portal/schema';

const PERFORMANCE_METRIC_LIST = PERFORMANCE_METRICS.map((id) => PERFORMANCE_METRIC_TABLE[id]);

/** The metrics the chart offers: no money one when marketplaces of several currencies are selected (decision 0290). */
export const chartMetricList = (mixedCurrencies: boolean) =>
  mixedCurrencies ? PERFORMANCE_METRIC_LIST.filter((m) => m.unit !== 'money') : PERFORMANCE_METRIC_LIST;

/**
 * The metrics the chart ticks: the asked ones it offers. When the address asks only for metrics the
 * chart does not offer (the default Revenue while marketplaces of several currencies are selected,
 * decision 0290), the first offered metric is drawn instead of an empty 'No data' chart; a selection
 * the user emptied stays empty.
 */
export function offeredSelection<T extends string>(asked: readonly T[], offered: readonly T[]): T[] {
  const ticked = asked.filter((metric) => offered.includes(metric));
  if (ticked.length > 0 || asked.length === 0) return ticked;
  return offered.slice(0, 1);
}
