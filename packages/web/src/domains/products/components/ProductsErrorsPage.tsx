import { Link, MessageBar, MessageBarBody, makeStyles, Select, tokens } from '@fluentui/react-components';
import {
  FBA_INBOUND_ERRORS_HELP_URL,
  MARKETPLACES,
  PRODUCTS_ERRORS_PAGE_SIZE,
  type ProductsErrorsFilterField,
  type ProductsErrorsSortField,
} from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataTableColumn, PageHeader, type SortDirection } from '../../../ui';
import { productDetailUrl } from '../urls';

export type ProductErrorRow = {
  date: string;
  sellerSku: string;
  asin?: string | null;
  marketplaceId: string;
  description: string;
  errorCode: string;
};

export type ProductsErrorsPageProps = {
  rows: readonly ProductErrorRow[];
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  sortBy: ProductsErrorsSortField;
  sortDirection: SortDirection;
  onSortChange: (sortBy: ProductsErrorsSortField, direction: SortDirection) => void;
  filterField: ProductsErrorsFilterField;
  filterValue: string;
  onFilterChange: (field: ProductsErrorsFilterField, value: string) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Whether the caller may open a SKU's product detail (the SKU links only then). */
  canOpenDetail: boolean;
};

const FILTER_LABELS: Record<ProductsErrorsFilterField, string> = {
  seller_sku: 'SKU',
  asin: 'ASIN',
  marketplace_id: 'Marketplace',
  description: 'Description',
};
const marketplaceName = (id: string) => MARKETPLACES.find((m) => m.marketplaceId === id)?.name ?? id;

const useStyles = makeStyles({
  banner: { marginBottom: tokens.spacingVerticalM },
  code: { fontFamily: tokens.fontFamilyMonospace, marginRight: tokens.spacingHorizontalS },
});

/** Spec 2 'Products errors': date, SKU, ASIN, marketplace, description; server paging of 10. */
export function ProductsErrorsPage(props: ProductsErrorsPageProps) {
  const styles = useStyles();
  const columns: DataTableColumn<ProductErrorRow>[] = [
    { field: 'date', header: 'Date', sortable: true, width: 120 },
    {
      field: 'seller_sku',
      header: 'SKU',
      sortable: true,
      width: 200,
      render: (r) =>
        props.canOpenDetail ? (
          <RouterLink to={productDetailUrl(r.sellerSku)}>{r.sellerSku}</RouterLink>
        ) : (
          r.sellerSku
        ),
    },
    { field: 'asin', header: 'ASIN', sortable: true, width: 130, format: (_, r) => r.asin ?? '' },
    {
      field: 'marketplace_id',
      header: 'Marketplace',
      sortable: true,
      width: 150,
      format: (_, r) => marketplaceName(r.marketplaceId),
    },
    {
      field: 'description',
      header: 'Description',
      width: 480,
      render: (r) => (
        <span>
          <span className={styles.code}>{r.errorCode}</span>
          {r.description}
        </span>
      ),
    },
  ];
  return (
    <section>
      <PageHeader title="Products Errors" />
      <MessageBar intent="info" className={styles.banner}>
        <MessageBarBody>
          Errors of type FBA_INB_XXXX are FBA inbound shipment problems: see{' '}
          <Link href={FBA_INBOUND_ERRORS_HELP_URL} target="_blank" rel="noreferrer" inline>
            Amazon’s documentation of the FBA_INB_XXXX errors
          </Link>
          .
        </MessageBarBody>
      </MessageBar>
      <DataTable
        tableName="products-errors"
        ariaLabel="Products errors"
        columns={columns}
        rows={props.rows}
        count={props.count}
        getRowId={(r) => `${r.sellerSku}|${r.marketplaceId}|${r.errorCode}`}
        page={props.page}
        pageSize={PRODUCTS_ERRORS_PAGE_SIZE}
        pageSizeOptions={[PRODUCTS_ERRORS_PAGE_SIZE]}
        onPageChange={props.onPageChange}
        onPageSizeChange={() => undefined}
        sortBy={props.sortBy}
        sortDirection={props.sortDirection}
        onSortChange={(field, direction) => props.onSortChange(field as ProductsErrorsSortField, direction)}
        toolbar={
          <Select
            aria-label="Filter column"
            value={props.filterField}
            onChange={(_, data) =>
              props.onFilterChange(data.value as ProductsErrorsFilterField, props.filterValue)
            }
          >
            {(Object.keys(FILTER_LABELS) as ProductsErrorsFilterField[]).map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </Select>
        }
        search={{
          value: props.filterValue,
          onChange: (value) => props.onFilterChange(props.filterField, value),
          placeholder: `${FILTER_LABELS[props.filterField]} ${props.filterField === 'description' ? 'contains' : 'equals'}…`,
        }}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
    </section>
  );
}
