import { makeStyles, tokens } from '@fluentui/react-components';
import { HEATMAP_HOURS, heatmapWeekdayLabel, INSIGHTS_MESSAGES } from '@portal/schema';
import type { InsightRowFieldsFragment, InsightsFilter } from '../../../gql/graphql';
import { useInsightCardQuery, useInsightSkuQuery } from '../../../gql/hooks';
import { heatCell } from '../heat-colour';
import { count } from '../insight-format';
import { InsightCardFrame } from './InsightCardFrame';
import { RowsTable } from './RowsTable';

type Row = InsightRowFieldsFragment;
const HOURS = Array.from({ length: HEATMAP_HOURS }, (_, h) => h);

const useStyles = makeStyles({
  grid: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase100, minWidth: '640px' },
  cell: {
    width: '24px',
    height: '22px',
    textAlign: 'center',
    border: `1px solid ${tokens.colorNeutralBackground1}`,
  },
  head: {
    fontWeight: tokens.fontWeightSemibold,
    paddingRight: tokens.spacingHorizontalXS,
    textAlign: 'start',
  },
  brands: { marginTop: tokens.spacingVerticalM },
});

/** Orders by weekday (three letters) × 24 local hours; darker is busier. */
function Grid({ rows, label }: { rows: readonly Row[]; label: string }) {
  const styles = useStyles();
  const max = Math.max(1, ...rows.flatMap((r) => r.values ?? []));
  return (
    <table className={styles.grid} aria-label={label}>
      <thead>
        <tr>
          <th className={styles.head} scope="col">
            Day
          </th>
          {HOURS.map((h) => (
            <th key={h} className={styles.cell} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th className={styles.head} scope="row">
              {heatmapWeekdayLabel(row.label ?? '')}
            </th>
            {HOURS.map((h) => {
              const orders = row.values?.[h] ?? 0;
              return (
                <td
                  key={h}
                  className={styles.cell}
                  title={`${row.label} ${h}:00 — ${count(orders)} orders`}
                  style={heatCell(orders / max)}
                >
                  {orders}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The heatmap, drilled from all brands to a brand (its SKUs listed) and to a SKU. */
export function HeatmapCard(props: {
  filter: InsightsFilter;
  brand: string | null;
  sku: string | null;
  onDrill: (brand: string | null, sku: string | null) => void;
}) {
  const styles = useStyles();
  const { brand, sku } = props;
  const total = useInsightCardQuery({
    variables: { card: 'HEATMAP', filter: props.filter },
    skip: brand !== null,
  });
  const byBrand = useInsightCardQuery({
    variables: { card: 'HEATMAP_BRAND', filter: props.filter },
    skip: brand === null || sku !== null,
  });
  const skus = useInsightSkuQuery({
    variables: { card: 'SUMMARY', filter: props.filter, brandCode: brand ?? '' },
    skip: brand === null || sku !== null,
  });
  const bySku = useInsightSkuQuery({
    variables: { card: 'HEATMAP', filter: props.filter, brandCode: brand ?? '', sku },
    skip: sku === null || brand === null,
  });
  const level = brand === null ? 'total' : sku === null ? 'brand' : 'sku';
  const active = level === 'total' ? total : level === 'brand' ? byBrand : bySku;
  const rows =
    level === 'total'
      ? (total.data?.insights ?? [])
      : level === 'brand'
        ? (byBrand.data?.insights ?? []).filter((r) => r.brandCode === brand)
        : (bySku.data?.insightsSku ?? []);
  const crumbs = [
    { label: 'All brands', onClick: () => props.onDrill(null, null) },
    ...(brand ? [{ label: brand, onClick: () => props.onDrill(brand, null) }] : []),
    ...(sku ? [{ label: sku }] : []),
  ];
  return (
    <InsightCardFrame
      title="Orders by Day and Hour"
      loading={active.loading && !active.data}
      error={
        active.error ? (level === 'total' ? INSIGHTS_MESSAGES.heatmap : INSIGHTS_MESSAGES.heatmapBrand) : null
      }
      onRetry={() => void active.refetch()}
      empty={rows.every((r) => (r.values ?? []).every((v) => v === 0))}
      crumbs={crumbs}
      serverExport={level === 'brand' && brand ? { card: 'SUMMARY', brandCode: brand } : null}
    >
      <Grid
        rows={rows}
        label={`Orders by weekday and hour${brand ? ` for ${brand}` : ''}${sku ? `, ${sku}` : ''}`}
      />
      {level === 'total' && (
        <div className={styles.brands}>
          <BrandPicker filter={props.filter} onPick={(code) => props.onDrill(code, null)} />
        </div>
      )}
      {level === 'brand' && (skus.data?.insightsSku ?? []).length > 0 && (
        <div className={styles.brands}>
          <RowsTable
            label="SKUs of the brand"
            rows={skus.data?.insightsSku ?? []}
            rowKey={(r) => r.sellerSku ?? ''}
            onPick={(r) => props.onDrill(brand, r.sellerSku)}
            pickLabel={(r) => `Heatmap of ${r.sellerSku}`}
            columns={[
              { header: 'SKU', cell: (r) => r.sellerSku },
              { header: 'Orders', numeric: true, cell: (r) => count(r.count) },
            ]}
          />
        </div>
      )}
    </InsightCardFrame>
  );
}

/** The brands of the period by orders, to drill the heatmap into. */
function BrandPicker(props: { filter: InsightsFilter; onPick: (brand: string) => void }) {
  const { data } = useInsightCardQuery({ variables: { card: 'SUMMARY_BRAND', filter: props.filter } });
  const rows = data?.insights ?? [];
  if (rows.length === 0) return null;
  return (
    <RowsTable
      label="Brands by orders"
      rows={rows}
      rowKey={(r) => r.brandCode ?? ''}
      onPick={(r) => props.onPick(r.brandCode ?? '')}
      pickLabel={(r) => `Heatmap of ${r.brandCode} - ${r.brandName}`}
      columns={[
        { header: 'Brand', cell: (r) => `${r.brandCode} - ${r.brandName}` },
        { header: 'Orders', numeric: true, cell: (r) => count(r.count) },
      ]}
    />
  );
}
