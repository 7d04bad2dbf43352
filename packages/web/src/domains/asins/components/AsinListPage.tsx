import { makeStyles, Select, tokens } from '@fluentui/react-components';
import { EditRegular, EyeRegular } from '@fluentui/react-icons';
import { ASINS_PAGE_SIZE_OPTIONS } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataTableColumn, PageHeader, type SortDirection } from '../../../ui';
import { asinUpdateUrl, asinViewUrl } from '../urls';

export type AsinGridRow = {
  asin: string;
  brandCode: string;
  brandName: string;
  accountManager?: string | null;
};
export type AsinColumn = 'asin' | 'brand_code' | 'account_manager';

export type AsinListPageProps = {
  rows: readonly AsinGridRow[];
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sortBy: AsinColumn;
  sortDirection: SortDirection;
  onSortChange: (sortBy: AsinColumn, direction: SortDirection) => void;
  filterField: AsinColumn;
  filterValue: string;
  onFilterChange: (field: AsinColumn, value: string) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Staff: brand and account manager sort and filter, and the edit action (spec 2 §6). */
  staffColumns: boolean;
  canEdit: boolean;
};

const FILTER_LABELS: Record<AsinColumn, string> = {
  asin: 'Asin',
  brand_code: 'Brand',
  account_manager: 'Account manager',
};

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  action: {
    color: tokens.colorBrandForegroundLink,
    display: 'inline-flex',
    padding: tokens.spacingHorizontalXXS,
  },
  filter: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Spec 2 'ASINs list': Asin, Brand, Account manager; view and edit actions; server paging. */
export function AsinListPage(props: AsinListPageProps) {
  const styles = useStyles();
  const columns: DataTableColumn<AsinGridRow>[] = [
    { field: 'asin', header: 'Asin', sortable: true, width: 140 },
    {
      field: 'brand_code',
      header: 'Brand',
      sortable: props.staffColumns,
      width: 220,
      format: (_, r) => `${r.brandName} (${r.brandCode})`,
    },
    {
      field: 'account_manager',
      header: 'Account manager',
      sortable: props.staffColumns,
      width: 220,
      format: (_, r) => r.accountManager ?? '',
    },
    {
      field: 'actions',
      header: 'Actions',
      width: 110,
      render: (r) => (
        <span className={styles.actions}>
          <RouterLink className={styles.action} to={asinViewUrl(r.asin)} aria-label={`View ${r.asin}`}>
            <EyeRegular fontSize={20} />
          </RouterLink>
          {props.canEdit ? (
            <RouterLink className={styles.action} to={asinUpdateUrl(r.asin)} aria-label={`Edit ${r.asin}`}>
              <EditRegular fontSize={20} />
            </RouterLink>
          ) : null}
        </span>
      ),
    },
  ];
  const fields: AsinColumn[] = props.staffColumns ? ['asin', 'brand_code', 'account_manager'] : ['asin'];
  return (
    <section>
      <PageHeader title="ASINs" />
      <DataTable
        tableName="asins"
        ariaLabel="ASINs"
        columns={columns}
        rows={props.rows}
        count={props.count}
        getRowId={(r) => `${r.asin}|${r.brandCode}`}
        page={props.page}
        pageSize={props.pageSize}
        pageSizeOptions={ASINS_PAGE_SIZE_OPTIONS}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        sortBy={props.sortBy}
        sortDirection={props.sortDirection}
        onSortChange={(field, direction) => props.onSortChange(field as AsinColumn, direction)}
        toolbar={
          <span className={styles.filter}>
            <Select
              aria-label="Filter column"
              value={props.filterField}
              onChange={(_, data) => props.onFilterChange(data.value as AsinColumn, props.filterValue)}
            >
              {fields.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </Select>
          </span>
        }
        search={{
          value: props.filterValue,
          onChange: (value) => props.onFilterChange(props.filterField, value),
          placeholder: `${FILTER_LABELS[props.filterField]} equals…`,
        }}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
    </section>
  );
}
