import { permissionEnumTypeDefs } from './access/permission-enum.ts';
import { adMetricsSdl } from './advertising/ad-metrics-sdl.ts';
import { brandFieldsSdl } from './brands/brand-fields-sdl.ts';
import { type MetricFieldsOf, metricFieldsSdl } from './metric-fields-sdl.ts';

/** The types that carry every metric of an area with its paired value, by area. */
export const METRIC_FIELD_TYPES = [
  {
    area: 'performance',
    types: ['PerformanceRow', 'PerformanceSummary'],
    paired: { prefix: 'old_', note: 'in the compare period; null unless comparing.' },
  },
  {
    area: 'sales',
    types: ['SalesFigures', 'SalesPeriod', 'SalesBrandRow'],
    paired: { prefix: 'ly_', note: 'over the same days a year earlier.' },
  },
] as const satisfies readonly MetricFieldsOf[];

/**
 * The SDL that is derived from packages/schema's tables rather than hand-written: the Permission enum
 * (access table), the metric enums and fields (metric tables, metric registry) and the brand's
 * editable fields (brand field groups). Built in memory for the gateway and codegen alike, never written to a file, so each
 * list is typed once: in its table (docs/decisions/0265).
 */
export const derivedTypeDefs = (): string[] => [
  permissionEnumTypeDefs(),
  adMetricsSdl(),
  ...METRIC_FIELD_TYPES.map(metricFieldsSdl),
  brandFieldsSdl(),
];
