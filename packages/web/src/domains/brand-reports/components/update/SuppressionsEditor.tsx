import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, EyeOffRegular } from '@fluentui/react-icons';
import { FIRST_PAGE, SUPPRESSION_PAGE_SIZE } from '@portal/schema';
import { format } from 'date-fns';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../ui';
import type { Suppression } from '../../report-model';

export type SuppressionsEditorProps = {
  suppressions: readonly Suppression[];
  ignored: ReadonlySet<number>;
  onToggle: (id: number) => void;
};

const useStyles = makeStyles({
  ignored: { color: tokens.colorNeutralForeground4, textDecorationLine: 'line-through' },
});

const when = (iso: string | null | undefined) => (iso ? format(new Date(iso), 'yyyy-MM-dd HH:mm') : '—');

/** Spec 1 §2.6: the month's suppressions, 10 per page, each with an ignore action (undo until saved). */
export function SuppressionsEditor({ suppressions, ignored, onToggle }: SuppressionsEditorProps) {
  const styles = useStyles();
  const [page, setPage] = useState(FIRST_PAGE);
  const strike = (row: Suppression, text: string) => (
    <span className={ignored.has(row.id) ? styles.ignored : undefined}>{text}</span>
  );
  const columns: DataTableColumn<Suppression>[] = [
    { field: 'asin', header: 'ASIN', width: 130, render: (row) => strike(row, row.asin) },
    { field: 'productName', header: 'Product', render: (row) => strike(row, row.productName) },
    { field: 'marketplace', header: 'Marketplace', width: 140 },
    { field: 'createdAt', header: 'Suppressed', width: 150, render: (row) => when(row.createdAt) },
    { field: 'liftedAt', header: 'Recovered', width: 150, render: (row) => when(row.liftedAt) },
    { field: 'diffHours', header: 'Hours down', width: 100, align: 'end' },
    {
      field: 'action',
      header: 'Action',
      width: 150,
      render: (row) =>
        ignored.has(row.id) ? (
          <>
            <Badge appearance="tint" color="warning">
              Ignored
            </Badge>{' '}
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowUndoRegular />}
              onClick={() => onToggle(row.id)}
              aria-label={`Undo ignore ${row.asin}`}
            >
              Undo
            </Button>
          </>
        ) : (
          <Button
            size="small"
            icon={<EyeOffRegular />}
            onClick={() => onToggle(row.id)}
            aria-label={`Ignore ${row.asin}`}
          >
            Ignore
          </Button>
        ),
    },
  ];
  const start = page * SUPPRESSION_PAGE_SIZE;
  return (
    <DataTable
      tableName="brand-report-suppressions"
      ariaLabel="Suppressions"
      layoutStore={null}
      columns={columns}
      rows={suppressions.slice(start, start + SUPPRESSION_PAGE_SIZE)}
      count={suppressions.length}
      getRowId={(row) => String(row.id)}
      page={page}
      pageSize={SUPPRESSION_PAGE_SIZE}
      pageSizeOptions={[SUPPRESSION_PAGE_SIZE]}
      onPageChange={setPage}
      onPageSizeChange={() => setPage(FIRST_PAGE)}
      emptyMessage="No listing was suppressed this month"
    />
  );
}
