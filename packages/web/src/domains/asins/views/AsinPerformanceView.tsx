import { makeStyles, tokens } from '@fluentui/react-components';
import {
  camelName,
  MESSAGES,
  PERFORMANCE_DATE_PRESETS,
  PERFORMANCE_METRIC_LABELS,
  PERFORMANCE_METRICS,
} from '@portal/schema';
import { useParams } from 'react-router-dom';
import { useSelectedMarketplaceId } from '../../../app/marketplace/MarketplaceProvider';
import { useAsinPerformanceQuery } from '../../../gql/hooks';
import {
  type ChartPoint,
  DateRangeBar,
  dayRangeInterval,
  EmptyState,
  ErrorState,
  ForbiddenState,
  LoadingState,
  MetricChart,
  PageHeader,
  parseAsList,
  SummaryTiles,
  useAddressState,
  useDateRangeParams,
  usePageTitle,
} from '../../../ui';
import { AsinLayout } from '../components/AsinLayout';
import { AsinSkuTable } from '../components/AsinSkuTable';
import {
  CHART_METRICS,
  graphqlMetric,
  isPerformanceMetric,
  METRIC_VIEW,
  metricOfSeries,
} from '../performance-metrics';
import { isForbidden, preferServerMessage } from './asin-errors';

const parsers = { metric: parseAsList.withDefault(['revenue']), skus: parseAsList.withDefault([]) };
const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});
const dayPoint = (date: string) => new Date(`${date}T00:00:00`);

/**
 * /asins/performance/{asin} (spec 2 'ASIN performance'): presets, compare, summary, metric chart and
 * SKU table. The address carries metric, from, to, compareFrom, compareTo and skus.
 */
export function AsinPerformanceView() {
  const styles = useStyles();
  const asin = useParams().asin ?? '';
  usePageTitle(`Performance ${asin}`);
  const dates = useDateRangeParams();
  const [state, update] = useAddressState(parsers);
  const metrics = state.metric.filter(isPerformanceMetric);
  const marketplaceId = useSelectedMarketplaceId();
  const { data, loading, error, refetch } = useAsinPerformanceQuery({
    variables: {
      asin,
      from: dates.from,
      to: dates.to,
      compareFrom: dates.compareFrom,
      compareTo: dates.compareTo,
      skus: state.skus,
      metrics: metrics.map(graphqlMetric),
      interval: dayRangeInterval(dates.range).toUpperCase() as 'DAY',
      marketplaceId,
    },
  });

  let body: React.ReactNode;
  if (error && isForbidden(error)) body = <ForbiddenState />;
  else if (error && preferServerMessage(error, '') === MESSAGES.asinNotFound)
    body = <EmptyState message={MESSAGES.asinNotFound} />;
  else if (error)
    body = (
      <ErrorState
        message={preferServerMessage(error, MESSAGES.unableToGetSkus)}
        onRetry={() => void refetch()}
      />
    );
  else if (loading && !data) body = <LoadingState />;
  else if (data) {
    const p = data.asinPerformance;
    const series = (type: string) =>
      Object.fromEntries(
        p.series
          .filter((s) => s.type === type)
          .map((s) => [
            metricOfSeries(s.metric) ?? s.metric,
            s.data.map((d): ChartPoint => ({ at: dayPoint(d.date), value: d.value ?? null })),
          ]),
      );
    const previous = (field: (typeof METRIC_VIEW)[keyof typeof METRIC_VIEW]['field']) =>
      p.summary[camelName(`old_${field}`) as keyof typeof p.summary] as number | null;
    body = (
      <>
        <SummaryTiles
          currency={p.currency}
          showPrevious={dates.compare}
          metrics={PERFORMANCE_METRICS.map((m) => ({
            key: m,
            label: PERFORMANCE_METRIC_LABELS[m],
            current: p.summary[METRIC_VIEW[m].field],
            previous: previous(METRIC_VIEW[m].field),
            format: METRIC_VIEW[m].format,
          }))}
        />
        <MetricChart
          ariaLabel={`Performance of ${asin}`}
          metrics={CHART_METRICS}
          selected={metrics}
          onSelectedChange={(selected) => void update({ metric: selected })}
          current={series('current')}
          previous={dates.compare ? series('previous') : undefined}
          interval="day"
          currency={p.currency}
          emptyMessage={MESSAGES.noData}
        />
        {p.skus.length === 0 ? (
          <EmptyState message={MESSAGES.noData} />
        ) : (
          <AsinSkuTable
            rows={p.skus}
            selected={state.skus}
            currency={p.currency}
            onSelectedChange={(skus) => void update({ skus: skus.length ? skus : null })}
          />
        )}
      </>
    );
  }
  return (
    <AsinLayout asin={asin} current="performance">
      <section className={styles.root}>
        <PageHeader title={`Performance of ${asin}`} />
        <DateRangeBar dates={dates} presets={PERFORMANCE_DATE_PRESETS} />
        {body}
      </section>
    </AsinLayout>
  );
}
