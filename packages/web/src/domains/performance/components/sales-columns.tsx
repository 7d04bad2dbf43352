import { camelName, MARKETPLACES, SALES_METRIC_TABLE, SALES_METRICS } from '@portal/schema';
import type { SalesPerformanceQuery } from '../../../gql/graphql';
import {
  type DataTableColumn,
  flooredMoney,
  formatMetricValue,
  formatPercentChange,
  percentChange,
} from '../../../ui';

export type SalesRow = SalesPerformanceQuery['salesPerformance']['rows'][number] & { id: string };

const lyField = (metric: string) => camelName(`ly_${metric}`);

/** How a sales value is written: revenue floored (spec 2 §9), ASP to the cent, counts whole. */
export function salesFormat(metric: (typeof SALES_METRICS)[number], currency: string | null | undefined) {
  if (metric === 'revenue') return flooredMoney(currency);
  if (metric === 'asp') return currency ? (v: number) => formatMetricValue(v, 'money', currency) : 'decimal';
  return 'integer' as const;
}

/** Brand, marketplace, then each metric with last year's value and the year-over-year change. */
export function salesColumns(): DataTableColumn<SalesRow>[] {
  return [
    {
      field: 'brandCode',
      header: 'Brand',
      width: 200,
      format: (_, row) => `${row.brandCode} - ${row.brandName}`,
    },
    {
      field: 'marketplaceId',
      header: 'Marketplace',
      width: 140,
      format: (value) => MARKETPLACES.find((m) => m.marketplaceId === value)?.name ?? String(value),
    },
    ...SALES_METRICS.flatMap((metric): DataTableColumn<SalesRow>[] => {
      const write = (value: unknown, row: SalesRow) =>
        formatMetricValue(value as number | null, salesFormat(metric, row.currencyCode));
      const label = SALES_METRIC_TABLE[metric].label;
      return [
        { field: metric, header: label, align: 'end', width: 120, format: write },
        { field: lyField(metric), header: `${label} LY`, align: 'end', width: 120, format: write },
        {
          field: `${metric}Change`,
          header: `${label} YoY`,
          align: 'end',
          width: 110,
          format: (_, row) =>
            formatPercentChange(
              percentChange(
                (row as Record<string, unknown>)[metric] as number | null,
                (row as Record<string, unknown>)[lyField(metric)] as number | null,
              ),
            ),
        },
      ];
    }),
  ];
}

export { lyField };
