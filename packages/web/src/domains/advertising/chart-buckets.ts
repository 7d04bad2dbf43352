import { AD_METRIC_TABLE, isAdMetricId, ratioFactorOf } from '@portal/schema';
import { bucketsOf, type ChartGrain, type ChartPoint } from '../../ui';

type Series = Readonly<Record<string, readonly ChartPoint[] | undefined>>;

const sumAt = (points: readonly ChartPoint[] | undefined, indexes: readonly number[]): number | null => {
  if (!points) return null;
  const values = indexes.map((i) => points[i]?.value).filter((v): v is number => v != null);
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) : null;
};

/**
 * The daily series of the advertising chart regrouped by week or month. Counts and money are summed
 * per bucket; a ratio (ACoS, ROAS, CTR…) is recomputed from its parts summed over the bucket, as the
 * metric table defines it, never averaged from daily ratios. A ratio whose parts the series lack, or
 * whose denominator sums to zero, has no value for the bucket.
 */
export function bucketAdSeries(series: Series, grain: ChartGrain): Record<string, ChartPoint[]> {
  if (grain === 'day') return Object.fromEntries(Object.entries(series).map(([k, v]) => [k, [...(v ?? [])]]));
  const longest = Object.values(series).reduce<readonly ChartPoint[]>(
    (best, points) => ((points?.length ?? 0) > best.length ? (points ?? best) : best),
    [],
  );
  const buckets = bucketsOf(longest, grain);
  const out: Record<string, ChartPoint[]> = {};
  for (const key of Object.keys(series)) {
    const definition = isAdMetricId(key) ? AD_METRIC_TABLE[key] : null;
    const source = definition?.source;
    out[key] = buckets.map(({ at, indexes }) => {
      if (!definition || source?.kind !== 'ratio') return { at, value: sumAt(series[key], indexes) };
      const numerator = sumAt(series[source.numerator], indexes);
      const denominator = sumAt(series[source.denominator], indexes);
      const factor = ratioFactorOf(definition.unit);
      const value =
        numerator == null || !denominator ? null : Math.round((numerator / denominator) * factor * 100) / 100;
      return { at, value };
    });
  }
  return out;
}
