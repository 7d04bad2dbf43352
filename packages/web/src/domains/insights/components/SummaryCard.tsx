import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { INSIGHTS_MESSAGES, insightsHigherIsBetter } from '@portal/schema';
import type { InsightsFilter } from '../../../gql/graphql';
import { useInsightCardQuery } from '../../../gql/hooks';
import { count, type Money, percent, useMoney } from '../insight-format';
import { Change } from './Change';
import { InsightCardFrame } from './InsightCardFrame';

const useStyles = makeStyles({
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tile: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

const formatsIn = (money: Money): Record<string, (v: number | null | undefined) => string> => ({
  revenue: money,
  average_order: money,
  return_rate: percent,
});
/** Returns are the metrics where a rise is bad news. */
/** Total Summary: revenue, orders, units, average order value, units returned and return rate. */
export function SummaryCard({ filter }: { filter: InsightsFilter }) {
  const styles = useStyles();
  const FORMAT = formatsIn(useMoney());
  const { data, loading, error, refetch } = useInsightCardQuery({ variables: { card: 'SUMMARY', filter } });
  const rows = data?.insights ?? [];
  return (
    <InsightCardFrame
      title="Total Summary"
      loading={loading && !data}
      error={error ? INSIGHTS_MESSAGES.summary : null}
      onRetry={() => void refetch()}
      empty={rows.every((r) => !r.value)}
    >
      <div className={styles.tiles}>
        {rows.map((row) => (
          <div key={row.metric} className={styles.tile} data-pdf-line>
            <Text size={200}>{row.label}</Text>
            <Text size={500} weight="semibold">
              {(FORMAT[row.metric ?? ''] ?? count)(row.value)}
            </Text>
            <Change
              current={row.value}
              previous={row.oldValue}
              higherIsBetter={insightsHigherIsBetter(row.metric ?? '')}
            />
          </div>
        ))}
      </div>
    </InsightCardFrame>
  );
}
