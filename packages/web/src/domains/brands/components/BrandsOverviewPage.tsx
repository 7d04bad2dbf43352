import { FIRST_PAGE, MESSAGES } from '@portal/schema';
import { DataTable, type DataTableColumn, PageHeader } from '../../../ui';

export type OverviewRow = {
  id: string;
  by: string;
  tag: string;
  active: number;
  total: number;
  percentage: number;
};

const COLUMNS: DataTableColumn<OverviewRow>[] = [
  { field: 'by', header: 'By', width: 160 },
  { field: 'tag', header: 'Tag', width: 200 },
  {
    field: 'active',
    header: 'Active',
    width: 100,
    align: 'end',
    format: (_, row) => `${row.active} of ${row.total}`,
  },
  {
    field: 'percentage',
    header: 'Percentage %',
    width: 140,
    align: 'end',
    format: (_, row) => `${row.percentage.toFixed(2)}%`,
  },
];

/** /brands-overview: By, Tag, Active, Percentage % (spec 2 §2); layout saved per table. */
export function BrandsOverviewPage(props: {
  rows: readonly OverviewRow[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <>
      <PageHeader title="Brands Overview" />
      <DataTable<OverviewRow>
        tableName="brands-overview"
        ariaLabel="Brands overview"
        columns={COLUMNS}
        rows={props.rows}
        count={props.rows.length}
        getRowId={(row) => row.id}
        page={FIRST_PAGE}
        pageSize={Math.max(props.rows.length, 1)}
        pageSizeOptions={[Math.max(props.rows.length, 1)]}
        onPageChange={() => undefined}
        onPageSizeChange={() => undefined}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        emptyMessage={MESSAGES.noData}
      />
    </>
  );
}
