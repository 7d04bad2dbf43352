import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, EyeRegular } from '@fluentui/react-icons';
import { BRAND_REPORTS_PAGE_SIZE_OPTIONS } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn, PageHeader } from '../../../ui';
import type { ReportListRow } from '../report-model';
import { brandReportUpdateUrl, brandReportViewUrl } from '../urls';

export type BrandReportListPageProps = {
  brandCode: string;
  /** The brand's name for the heading (its code until the name is known). */
  brandName: string;
  /** Every month of the list, newest first. */
  rows: readonly ReportListRow[];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** False for users the edit screen refuses (the User role): no edit action then. */
  canView: boolean;
  canEdit: boolean;
};

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  note: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '480px',
    display: 'block',
  },
});

/** Spec 2 "Monthly reports list": Month, Sales Note, Advertising Note, Actions. */
export function BrandReportListPage(props: BrandReportListPageProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { brandCode } = props;
  const columns: DataTableColumn<ReportListRow>[] = [
    { field: 'month', header: 'Month', width: 120 },
    {
      field: 'salesNote',
      header: 'Sales Note',
      render: (row) => (
        <span className={styles.note} title={row.salesNote}>
          {row.salesNote}
        </span>
      ),
    },
    {
      field: 'adNote',
      header: 'Advertising Note',
      render: (row) => (
        <span className={styles.note} title={row.adNote}>
          {row.adNote}
        </span>
      ),
    },
    {
      field: 'actions',
      header: 'Actions',
      width: 120,
      render: (row) => (
        <div className={styles.actions}>
          {props.canView && (
            <Button
              appearance="subtle"
              icon={<EyeRegular />}
              aria-label={`View report ${row.month}`}
              title="View"
              onClick={() => navigate(brandReportViewUrl(brandCode, row.month))}
            />
          )}
          {props.canEdit && (
            <Button
              appearance="subtle"
              icon={<EditRegular />}
              aria-label={`Edit report ${row.month}`}
              title="Edit"
              onClick={() => navigate(brandReportUpdateUrl(brandCode, row.month))}
            />
          )}
        </div>
      ),
    },
  ];
  const start = props.page * props.pageSize;
  return (
    <section>
      <PageHeader title={`Monthly Reports — ${props.brandName}`} />
      <DataTable
        tableName="brand-reports"
        ariaLabel="Monthly reports"
        layoutStore={null}
        columns={columns}
        rows={props.rows.slice(start, start + props.pageSize)}
        count={props.rows.length}
        getRowId={(row) => row.month}
        page={props.page}
        pageSize={props.pageSize}
        pageSizeOptions={BRAND_REPORTS_PAGE_SIZE_OPTIONS}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
      />
    </section>
  );
}
