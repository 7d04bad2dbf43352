import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { INSIGHTS_METRIC_TABLE, returnRateBrands, subscribeAndSaveItems } from '@portal/schema';
import type { ReactNode } from 'react';
import type { InsightCard, InsightRowFieldsFragment, InsightsFilter } from '../../../gql/graphql';
import { useInsightCardQuery } from '../../../gql/hooks';
import { count, type Money, percent, useMoney } from '../insight-format';
import { Change } from './Change';
import { InsightCardFrame } from './InsightCardFrame';
import { RowsTable } from './RowsTable';

type Row = InsightRowFieldsFragment;

/** How each card reads its rows: the headline figure, its previous value, and which way is good. */
export type MetricCardSpec = {
  title: string;
  total: InsightCard;
  byBrand: InsightCard;
  errors: { total: string; brand: string };
  headline: (r: Row) => number | null | undefined;
  previous: (r: Row) => number | null | undefined;
  /** How the figure reads: money in the marketplace's currency, or a percentage. */
  unit: 'money' | 'percent';
  higherIsBetter: boolean;
  /** Second figure under the headline ('1,234 orders'). */
  detail: (r: Row, money: Money) => string;
  /** The brands the per-brand list keeps (spec 2 §9 thresholds). */
  keep?: (rows: readonly Row[]) => readonly Row[];
};

/** A card's title, unit and good direction, as the metric table states them. */
type MetricTable = typeof INSIGHTS_METRIC_TABLE;
const fromTable = <K extends keyof MetricTable>(
  metric: K,
): { title: string; unit: MetricTable[K]['unit']; higherIsBetter: boolean } => ({
  title: INSIGHTS_METRIC_TABLE[metric].label,
  unit: INSIGHTS_METRIC_TABLE[metric].unit,
  higherIsBetter: INSIGHTS_METRIC_TABLE[metric].higherIsBetter,
});

export const METRIC_CARDS: Record<
  'averageOrder' | 'purchasers' | 'returnRate' | 'subAndSave',
  MetricCardSpec
> = {
  averageOrder: {
    ...fromTable('average_order'),
    total: 'AVERAGE_ORDER',
    byBrand: 'AVERAGE_ORDER_BRAND',
    errors: { total: 'averageOrder', brand: 'averageOrderBrand' },
    headline: (r) => r.averageOrder,
    previous: (r) => r.oldAverageOrder,
    detail: (r) => `${count(r.count)} orders`,
  },
  purchasers: {
    ...fromTable('repeat_purchasers'),
    total: 'PURCHASERS',
    byBrand: 'PURCHASERS_BRAND',
    errors: { total: 'purchasers', brand: 'purchasersBrand' },
    headline: (r) => r.repeatingPercentage,
    previous: (r) => r.oldRepeatingPercentage,
    detail: (r) => `${count(r.value)} of ${count(r.count)} buyers`,
  },
  returnRate: {
    ...fromTable('return_rate'),
    total: 'RETURN_RATE',
    byBrand: 'RETURN_RATE_BRAND',
    errors: { total: 'returnRate', brand: 'returnRateBrand' },
    headline: (r) => r.percentage,
    previous: (r) => r.oldPercentage,
    detail: (r) => `${count(r.unitsReturned)} of ${count(r.value)} units`,
    keep: (rows) => returnRateBrands(rows, (r) => r.percentage ?? 0),
  },
  subAndSave: {
    ...fromTable('subscribe_and_save'),
    total: 'SUB_AND_SAVE',
    byBrand: 'SUB_AND_SAVE_BRAND',
    errors: { total: 'subAndSave', brand: 'subAndSaveBrand' },
    headline: (r) => r.percentage,
    previous: (r) => r.oldPercentage,
    detail: (r, money) => `${count(r.count)} orders, ${money(r.value)}`,
    keep: (rows) => subscribeAndSaveItems(rows, (r) => r.percentage ?? 0),
  },
};

const useStyles = makeStyles({
  headline: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    marginBottom: tokens.spacingVerticalS,
  },
});

/** A card with the period's figure and the same figure per brand. */
export function BrandMetricCard(props: {
  filter: InsightsFilter;
  spec: MetricCardSpec;
  messages: Record<string, string>;
}) {
  const styles = useStyles();
  const { spec } = props;
  const money = useMoney();
  const format = spec.unit === 'money' ? money : percent;
  const detail = (r: Row) => spec.detail(r, money);
  const total = useInsightCardQuery({ variables: { card: spec.total, filter: props.filter } });
  const brands = useInsightCardQuery({ variables: { card: spec.byBrand, filter: props.filter } });
  const head = total.data?.insights[0];
  const rows = spec.keep ? spec.keep(brands.data?.insights ?? []) : (brands.data?.insights ?? []);
  const failed = total.error ?? brands.error;
  const figure = (r: Row): ReactNode => (
    <>
      {format(spec.headline(r))}{' '}
      <Change current={spec.headline(r)} previous={spec.previous(r)} higherIsBetter={spec.higherIsBetter} />
    </>
  );
  return (
    <InsightCardFrame
      title={spec.title}
      loading={(total.loading && !total.data) || (brands.loading && !brands.data)}
      error={failed ? (props.messages[total.error ? spec.errors.total : spec.errors.brand] ?? null) : null}
      onRetry={() => {
        void total.refetch();
        void brands.refetch();
      }}
      empty={!head || spec.headline(head) == null}
    >
      {head && (
        <div className={styles.headline} data-pdf-line>
          <Text size={600} weight="semibold">
            {figure(head)}
          </Text>
          <Text size={200}>{detail(head)}</Text>
        </div>
      )}
      <RowsTable
        label={`${spec.title} by brand`}
        rows={rows}
        rowKey={(r) => r.brandCode ?? ''}
        columns={[
          { header: 'Brand', cell: (r) => `${r.brandCode} - ${r.brandName}` },
          { header: spec.title, numeric: true, cell: figure },
          { header: 'Detail', numeric: true, cell: detail },
        ]}
      />
    </InsightCardFrame>
  );
}
