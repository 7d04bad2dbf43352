import { INSIGHTS_MESSAGES } from '@portal/schema';
import type { InsightRowFieldsFragment, InsightsFilter } from '../../../gql/graphql';
import { useInsightCardQuery, useInsightSkuQuery } from '../../../gql/hooks';
import { count, type Money, useMoney } from '../insight-format';
import { Change } from './Change';
import { InsightCardFrame } from './InsightCardFrame';
import { type RowsColumn, RowsTable } from './RowsTable';

type Row = InsightRowFieldsFragment;
const figuresIn = (money: Money): RowsColumn<Row>[] => [
  {
    header: 'Orders',
    numeric: true,
    cell: (r) => (
      <>
        {count(r.count)} <Change current={r.count} previous={r.oldCount} />
      </>
    ),
  },
  { header: 'Discount', numeric: true, cell: (r) => money(r.value) },
];

/** Promotion Codes Used: the codes, and per brand then per SKU of a brand. */
export function PromoCodesCard(props: {
  filter: InsightsFilter;
  brand: string | null;
  onBrand: (brand: string | null) => void;
}) {
  const figures = figuresIn(useMoney());
  const codes = useInsightCardQuery({
    variables: { card: 'PROMO_CODES', filter: props.filter },
    skip: props.brand !== null,
  });
  const brands = useInsightCardQuery({
    variables: { card: 'PROMO_CODES_BRAND', filter: props.filter },
    skip: props.brand !== null,
  });
  const skus = useInsightSkuQuery({
    variables: { card: 'PROMO_CODES', filter: props.filter, brandCode: props.brand ?? '' },
    skip: props.brand === null,
  });
  const drilled = props.brand !== null;
  const error = drilled ? skus.error : (codes.error ?? brands.error);
  const message = drilled
    ? INSIGHTS_MESSAGES.promoCodesSku
    : codes.error
      ? INSIGHTS_MESSAGES.promoCodes
      : INSIGHTS_MESSAGES.promoCodesBrand;
  const loading = drilled
    ? skus.loading && !skus.data
    : (codes.loading && !codes.data) || (brands.loading && !brands.data);
  const codeRows = codes.data?.insights ?? [];
  return (
    <InsightCardFrame
      title="Promotion Codes Used"
      loading={loading}
      error={error ? message : null}
      onRetry={() => void (drilled ? skus.refetch() : Promise.all([codes.refetch(), brands.refetch()]))}
      empty={drilled ? (skus.data?.insightsSku ?? []).length === 0 : codeRows.length === 0}
      serverExport={props.brand ? { card: 'PROMO_CODES', brandCode: props.brand } : null}
      crumbs={[
        { label: 'All brands', onClick: () => props.onBrand(null) },
        ...(drilled ? [{ label: props.brand ?? '' }] : []),
      ]}
    >
      {drilled ? (
        <RowsTable
          label="Promotion orders by SKU"
          rows={skus.data?.insightsSku ?? []}
          rowKey={(r) => r.sellerSku ?? ''}
          columns={[{ header: 'SKU', cell: (r) => r.sellerSku }, ...figures]}
        />
      ) : (
        <>
          <RowsTable
            label="Promotion codes"
            rows={codeRows}
            rowKey={(r) => r.label ?? ''}
            columns={[{ header: 'Code', cell: (r) => r.label }, ...figures]}
          />
          <RowsTable
            label="Promotion orders by brand"
            rows={brands.data?.insights ?? []}
            rowKey={(r) => r.brandCode ?? ''}
            onPick={(r) => props.onBrand(r.brandCode)}
            pickLabel={(r) => `Promotion orders of ${r.brandCode} - ${r.brandName}`}
            columns={[{ header: 'Brand', cell: (r) => `${r.brandCode} - ${r.brandName}` }, ...figures]}
          />
        </>
      )}
    </InsightCardFrame>
  );
}
