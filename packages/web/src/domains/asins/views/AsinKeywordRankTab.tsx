import { makeStyles, tokens } from '@fluentui/react-components';
import { KEYWORD_DATE_PRESETS, MESSAGES } from '@portal/schema';
import { useSelectedMarketplaceId } from '../../../app/marketplace/MarketplaceProvider';
import { useAsinKeywordSearchResultsQuery } from '../../../gql/hooks';
import {
  type ChartPoint,
  DateRangeBar,
  EmptyState,
  ErrorState,
  ForbiddenState,
  keywordChartInterval,
  LoadingState,
  MetricChart,
  useDateRangeParams,
} from '../../../ui';
import { KeywordRankCards, KeywordRankTable } from '../components/KeywordRankCards';
import { isForbidden, preferServerMessage } from './asin-errors';

/** Spec 2 §9: the keyword chart supports 6 colours, so at most six keywords are charted. */
export const KEYWORD_CHART_COLORS = [
  '#0f6cbd',
  '#c50f1f',
  '#107c10',
  '#8764b8',
  '#ca5010',
  '#038387',
] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});
/** A day (YYYY-MM-DD) or an hour (YYYY-MM-DDTHH:00Z) of the series, as a point in time. */
const pointAt = (date: string) => (date.length === 10 ? new Date(`${date}T00:00:00`) : new Date(date));

export type AsinKeywordRankTabProps = {
  asin: string;
  /** The charted keywords from the address; none: the first six. */
  keywords: readonly string[];
  onKeywordsChange: (keywords: string[]) => void;
};

/** Rank 1 is the best place on the results page, so the axis reads top-down under one title. */
const RANK_AXIS = { title: 'Rank', reverse: true } as const;

/** The Search Result Rank tab: period buttons, compare, a rank card per keyword, the table and the chart. */
export function AsinKeywordRankTab({ asin, keywords, onKeywordsChange }: AsinKeywordRankTabProps) {
  const styles = useStyles();
  const dates = useDateRangeParams();
  const marketplaceId = useSelectedMarketplaceId();
  const interval = keywordChartInterval(dates.range);
  const { data, loading, error, refetch } = useAsinKeywordSearchResultsQuery({
    variables: {
      asin,
      from: dates.from,
      to: dates.to,
      compareFrom: dates.compareFrom,
      compareTo: dates.compareTo,
      keywords: keywords.length ? [...keywords] : null,
      interval: interval === 'hour' ? 'HOUR' : 'DAY',
      marketplaceId,
    },
  });

  let body: React.ReactNode;
  if (error && isForbidden(error)) body = <ForbiddenState />;
  else if (error && preferServerMessage(error, '') === MESSAGES.asinNotFound)
    body = <EmptyState message={MESSAGES.asinNotFound} />;
  else if (error) body = <ErrorState message={MESSAGES.unableToGetData} onRetry={() => void refetch()} />;
  else if (loading && !data) body = <LoadingState />;
  else if (data) {
    const result = data.asinKeywordSearchResults;
    const charted = [...new Set(result.series.map((s) => s.keyword))];
    const series = (type: string) =>
      Object.fromEntries(
        result.series
          .filter((s) => s.type === type)
          .map((s) => [
            s.keyword,
            s.data.map((d): ChartPoint => ({ at: pointAt(d.date), value: d.rank ?? null })),
          ]),
      );
    body =
      result.rows.length === 0 ? (
        <EmptyState message={MESSAGES.noData} />
      ) : (
        <>
          <KeywordRankCards rows={result.rows} showPrevious={dates.compare} />
          <MetricChart
            ariaLabel={`Search result rank of ${asin}`}
            metrics={result.rows.map((r, i) => ({
              key: r.keyword,
              label: r.keyword,
              color: KEYWORD_CHART_COLORS[i % KEYWORD_CHART_COLORS.length],
              format: 'decimal',
            }))}
            selected={charted}
            onSelectedChange={(selected) => onKeywordsChange(selected.slice(0, KEYWORD_CHART_COLORS.length))}
            current={series('current')}
            previous={dates.compare ? series('previous') : undefined}
            interval={result.interval === 'HOUR' ? 'hour' : 'day'}
            emptyMessage={MESSAGES.noData}
            yAxis={RANK_AXIS}
          />
          <KeywordRankTable rows={result.rows} showPrevious={dates.compare} />
        </>
      );
  }
  return (
    <section className={styles.root}>
      <DateRangeBar dates={dates} presets={KEYWORD_DATE_PRESETS} />
      {body}
    </section>
  );
}
