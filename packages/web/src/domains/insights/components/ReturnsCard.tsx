import { makeStyles, tokens } from '@fluentui/react-components';
import { INSIGHTS_MESSAGES, INSIGHTS_PALETTE, pieItems } from '@portal/schema';
import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js';
import { Pie } from 'react-chartjs-2';
import type { InsightsFilter, ReturnBy } from '../../../gql/graphql';
import { useInsightReturnsQuery } from '../../../gql/hooks';
import { count, percent } from '../insight-format';
import { InsightCardFrame } from './InsightCardFrame';
import { RowsTable } from './RowsTable';

ChartJS.register(ArcElement, Tooltip, Legend);

const useStyles = makeStyles({
  pie: { maxWidth: '420px', margin: '0 auto', width: '100%' },
  list: { marginTop: tokens.spacingVerticalS },
});
const TITLES: Record<ReturnBy, string> = { REASON: 'Return by Reason', DISPOSITION: 'Return by Disposition' };
const ERRORS: Record<ReturnBy, string> = {
  REASON: INSIGHTS_MESSAGES.fbaByReason,
  DISPOSITION: INSIGHTS_MESSAGES.fbaByDisposition,
};
/** 'CUSTOMER_DAMAGED' reads 'Customer damaged'. */
const readable = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

/** A returns pie; an item lists its SKUs, a SKU opens the return lines (onSku). */
export function ReturnsCard(props: {
  filter: InsightsFilter;
  returnBy: ReturnBy;
  value: string | null;
  onValue: (value: string | null) => void;
  onSku: (sku: string) => void;
}) {
  const styles = useStyles();
  const { data, loading, error, refetch } = useInsightReturnsQuery({
    variables: { filter: props.filter, returnBy: props.returnBy, value: props.value },
  });
  const rows = data?.insightReturns ?? [];
  const slices = pieItems(rows, (r) => r.unitsReturned ?? 0);
  return (
    <InsightCardFrame
      title={TITLES[props.returnBy]}
      loading={loading && !data}
      error={error ? ERRORS[props.returnBy] : null}
      onRetry={() => void refetch()}
      empty={rows.length === 0}
      crumbs={[
        { label: 'All', onClick: () => props.onValue(null) },
        ...(props.value ? [{ label: readable(props.value) }] : []),
      ]}
    >
      {props.value === null ? (
        <>
          <div className={styles.pie}>
            <Pie
              aria-label={`${TITLES[props.returnBy]} chart`}
              data={{
                labels: slices.map((s) => readable(s.item.label ?? '')),
                datasets: [
                  {
                    data: slices.map((s) => s.item.unitsReturned ?? 0),
                    backgroundColor: slices.map(
                      (_, i) => INSIGHTS_PALETTE[i % INSIGHTS_PALETTE.length] as string,
                    ),
                  },
                ],
              }}
              options={{
                onClick: (_e, elements) => {
                  const picked = slices[elements[0]?.index ?? -1];
                  if (picked) props.onValue(picked.item.label);
                },
                plugins: { legend: { position: 'bottom' } },
              }}
            />
          </div>
          <div className={styles.list}>
            <RowsTable
              label={`${TITLES[props.returnBy]} items`}
              rows={slices.map((s) => ({ ...s.item, share: s.percent }))}
              rowKey={(r) => r.label ?? ''}
              onPick={(r) => props.onValue(r.label)}
              pickLabel={(r) => `SKUs returned for ${readable(r.label ?? '')}`}
              columns={[
                {
                  header: props.returnBy === 'REASON' ? 'Reason' : 'Disposition',
                  cell: (r) => readable(r.label ?? ''),
                },
                { header: 'Units', numeric: true, cell: (r) => count(r.unitsReturned) },
                { header: 'Share', numeric: true, cell: (r) => percent(r.share) },
              ]}
            />
          </div>
        </>
      ) : (
        <RowsTable
          label={`SKUs returned for ${readable(props.value)}`}
          rows={rows}
          rowKey={(r) => r.sellerSku ?? ''}
          onPick={(r) => props.onSku(r.sellerSku ?? '')}
          pickLabel={(r) => `Return lines of ${r.sellerSku}`}
          columns={[
            { header: 'SKU', cell: (r) => r.sellerSku },
            { header: 'Units', numeric: true, cell: (r) => count(r.unitsReturned) },
            { header: 'Share', numeric: true, cell: (r) => percent(r.percentage) },
          ]}
        />
      )}
    </InsightCardFrame>
  );
}
