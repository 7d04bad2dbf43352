import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { DataTable, type DataTableColumn, PageHeader, type SortDirection } from '../../../ui';
import type { BrandInventoryRow } from '../inventory-columns';

export type BrandInventoryPageProps = {
  brandCode: string;
  /** The brand's name for the heading (its code until the name is known). */
  brandName: string;
  columns: readonly DataTableColumn<BrandInventoryRow>[];
  /** The sorted rows of the current page. */
  rows: readonly BrandInventoryRow[];
  count: number;
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sortBy: string;
  sortDirection: SortDirection;
  onSortChange: (sortBy: string, direction: SortDirection) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onExport: () => void;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Spec 2 'Brand inventory': the table with every inventory field and 'Export to CSV'. */
export function BrandInventoryPage(props: BrandInventoryPageProps) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <PageHeader
        title={`Inventory — ${props.brandName}`}
        actions={
          <Button
            icon={<ArrowDownloadRegular />}
            onClick={props.onExport}
            disabled={props.loading || props.error !== null || props.count === 0}
          >
            Export to CSV
          </Button>
        }
      />
      <DataTable
        tableName="brand-inventory"
        ariaLabel="Brand inventory"
        layoutStore={null}
        columns={props.columns}
        rows={props.rows}
        count={props.count}
        getRowId={(row) => `${row.marketplaceId}|${row.sellerSku}`}
        page={props.page}
        pageSize={props.pageSize}
        pageSizeOptions={props.pageSizeOptions}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        sortBy={props.sortBy}
        sortDirection={props.sortDirection}
        onSortChange={props.onSortChange}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
    </section>
  );
}
