import { INSIGHTS_MESSAGES } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import type { InsightRowFieldsFragment, InsightsFilter } from '../../../gql/graphql';
import { useInsightCardQuery, useInsightSkuQuery } from '../../../gql/hooks';
import { count, type Money, useMoney } from '../insight-format';
import { Change } from './Change';
import { InsightCardFrame } from './InsightCardFrame';
import { type RowsColumn, RowsTable } from './RowsTable';

type Row = InsightRowFieldsFragment;
const brandLabel = (r: Row) => `${r.brandCode ?? ''} - ${r.brandName ?? ''}`;
const figuresIn = (money: Money): RowsColumn<Row>[] => [
  {
    header: 'Revenue',
    numeric: true,
    cell: (r) => (
      <>
        {money(r.value)} <Change current={r.value} previous={r.oldValue} />
      </>
    ),
  },
  { header: 'Orders', numeric: true, cell: (r) => count(r.count) },
];

/** Total Summary by Brands; a brand opens its SKUs, each linking to its product detail. */
export function BrandsCard(props: {
  filter: InsightsFilter;
  brand: string | null;
  onBrand: (brand: string | null) => void;
}) {
  const brands = useInsightCardQuery({
    variables: { card: 'SUMMARY_BRAND', filter: props.filter },
    skip: props.brand !== null,
  });
  const skus = useInsightSkuQuery({
    variables: { card: 'SUMMARY', filter: props.filter, brandCode: props.brand ?? '' },
    skip: props.brand === null,
  });
  const figures = figuresIn(useMoney());
  const drilled = props.brand !== null;
  const active = drilled ? skus : brands;
  const rows = drilled ? (skus.data?.insightsSku ?? []) : (brands.data?.insights ?? []);
  return (
    <InsightCardFrame
      title="Total Summary by Brands"
      loading={active.loading && !active.data}
      error={active.error ? (drilled ? INSIGHTS_MESSAGES.brandData : INSIGHTS_MESSAGES.summaryBrand) : null}
      onRetry={() => void active.refetch()}
      empty={rows.length === 0}
      serverExport={props.brand ? { card: 'SUMMARY', brandCode: props.brand } : null}
      crumbs={[
        { label: 'All brands', onClick: () => props.onBrand(null) },
        ...(drilled ? [{ label: props.brand ?? '' }] : []),
      ]}
    >
      {drilled ? (
        <RowsTable
          label="Revenue by SKU"
          rows={rows}
          rowKey={(r) => r.sellerSku ?? ''}
          columns={[
            {
              header: 'SKU',
              cell: (r) => (
                <RouterLink to={`/products/${encodeURIComponent(r.sellerSku ?? '')}/detail`}>
                  {r.sellerSku}
                </RouterLink>
              ),
            },
            ...figures,
          ]}
        />
      ) : (
        <RowsTable
          label="Revenue by brand"
          rows={rows}
          rowKey={(r) => r.brandCode ?? ''}
          onPick={(r) => props.onBrand(r.brandCode)}
          pickLabel={(r) => `Drill into ${brandLabel(r)}`}
          columns={[{ header: 'Brand', cell: brandLabel }, ...figures]}
        />
      )}
    </InsightCardFrame>
  );
}
