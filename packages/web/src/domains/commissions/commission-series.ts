import type { CommissionMetricQuery } from '../../gql/graphql';
import { type ChartPoint, parseIsoDay } from '../../ui';

type Series = CommissionMetricQuery['commissionMetric'][number];

/** The chart's two metrics: the commission charged so far and the one each month is on course for. */
export const COMMISSION_CHART_METRICS = [
  { key: 'value', label: 'Commissions', color: '#0f6cbd', format: 'money' as const },
  { key: 'predicted', label: 'Predicted', color: '#8764b8', format: 'money' as const },
];

export interface CommissionChart {
  currency: string | null;
  current: Record<string, ChartPoint[]>;
  previous: Record<string, ChartPoint[]> | undefined;
  /** Currencies left out: amounts of different currencies are never drawn on one axis. */
  otherCurrencies: string[];
}

const pointsOf = (series: Series | undefined) => ({
  value: (series?.data ?? []).map((p) => ({ at: parseIsoDay(p.date) ?? new Date(p.date), value: p.value })),
  predicted: (series?.data ?? []).map((p) => ({
    at: parseIsoDay(p.date) ?? new Date(p.date),
    value: p.predicted,
  })),
});

/** The series pair of one currency (the first; every demo rule is in US dollars) as chart points. */
export function commissionChart(series: readonly Series[], compare: boolean): CommissionChart {
  const currencies = [...new Set(series.map((s) => s.currencyCode))];
  const currency = currencies[0] ?? null;
  const of = (type: Series['type']) => series.find((s) => s.currencyCode === currency && s.type === type);
  return {
    currency,
    current: pointsOf(of('CURRENT')),
    previous: compare ? pointsOf(of('PREVIOUS')) : undefined,
    otherCurrencies: currencies.slice(1),
  };
}
