import { Card, makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import {
  formatMetricValue,
  formatPercentChange,
  formatPointsChange,
  type MetricFormat,
} from './format-metric';
import { percentChange, pointsChange } from './percent-change';

export type SummaryTileMetric = {
  key: string;
  label: string;
  current: number | null | undefined;
  previous?: number | null | undefined;
  format?: MetricFormat;
  /** False for metrics where a rise is bad news (spend, ACoS): their rise is shown as a loss. */
  higherIsBetter?: boolean;
  /** 'points' for percent ratios (ACoS, CTR): their change is the difference in percentage points. */
  changeIn?: 'percent' | 'points';
};

export type SummaryTilesProps = {
  metrics: readonly SummaryTileMetric[];
  /** Show the previous value and the change (compare mode on). */
  showPrevious?: boolean;
  /** ISO currency for 'money' metrics. */
  currency?: string;
  loading?: boolean;
};

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  label: { color: tokens.colorNeutralForeground3 },
  previous: { color: tokens.colorNeutralForeground3 },
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  na: { color: tokens.colorNeutralForeground3 },
});

/** One tile per metric with the current value and, in compare mode, the previous value and the change. */
export function SummaryTiles({ metrics, showPrevious = false, currency, loading }: SummaryTilesProps) {
  const styles = useStyles();
  return (
    <ul className={styles.root} aria-label="Summary" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {metrics.map((metric) => {
        const inPoints = metric.changeIn === 'points';
        const change = (inPoints ? pointsChange : percentChange)(metric.current, metric.previous);
        // Coloured by whether the move is good for the metric, not by its sign; no move is neutral.
        const good = change != null && (metric.higherIsBetter === false ? change < 0 : change > 0);
        const changeClass = change == null || change === 0 ? styles.na : good ? styles.good : styles.bad;
        const tone = change == null || change === 0 ? 'neutral' : good ? 'good' : 'bad';
        return (
          <li key={metric.key} data-metric={metric.key}>
            <Card size="small">
              <Text size={200} className={styles.label}>
                {metric.label}
              </Text>
              {loading ? (
                <Skeleton aria-label={`Loading ${metric.label}`}>
                  <SkeletonItem size={24} />
                </Skeleton>
              ) : (
                <>
                  <Text size={500} weight="semibold" data-role="current">
                    {formatMetricValue(metric.current, metric.format, currency)}
                  </Text>
                  {showPrevious && (
                    <Text size={200}>
                      <span className={styles.previous} data-role="previous">
                        Previous: {formatMetricValue(metric.previous, metric.format, currency)}
                      </span>
                      {/* With no previous value there is no change to state: one N/A, not two. */}
                      {metric.previous != null && (
                        <>
                          {' '}
                          <span className={changeClass} data-role="change" data-tone={tone}>
                            {inPoints ? formatPointsChange(change) : formatPercentChange(change)}
                          </span>
                        </>
                      )}
                    </Text>
                  )}
                </>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
