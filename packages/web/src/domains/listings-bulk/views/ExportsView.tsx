import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { LISTINGS_BULK_MESSAGES, LISTINGS_MESSAGES } from '@portal/schema';
import { useEffect, useState } from 'react';
import { errorCode } from '../../../app/apollo/error-message';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import type { ExportedFilesQuery, ListingsExportType } from '../../../gql/graphql';
import {
  useExportedFilesQuery,
  useListingsExportCompleteSubscription,
  useRequestListingsExportMutation,
} from '../../../gql/hooks';
import {
  DataTable,
  type DataTableColumn,
  ErrorState,
  ForbiddenState,
  LoadingState,
  PageHeader,
  usePageTitle,
} from '../../../ui';

type Row = ExportedFilesQuery['exportedFiles'][number];

const EXPORTS: { type: ListingsExportType; label: string; noun: string }[] = [
  { type: 'LISTINGS' as ListingsExportType, label: 'Export Listings', noun: 'listings' },
  { type: 'ISSUES' as ListingsExportType, label: 'Export Issues', noun: 'issues' },
  { type: 'DIFFERENCES' as ListingsExportType, label: 'Export Differences', noun: 'differences' },
];

const useStyles = makeStyles({
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginBlockEnd: tokens.spacingVerticalM,
  },
  error: { color: tokens.colorPaletteRedForeground1, marginBlockEnd: tokens.spacingVerticalS },
});

/** /exports: 'Download your exported listings' (spec 3 §2). */
export function ExportsView() {
  usePageTitle('Exports');
  const { selection, loading } = useMarketplaceSelection();
  if (!selection)
    return loading ? (
      <LoadingState label="Loading…" />
    ) : (
      <ErrorState message={LISTINGS_MESSAGES.noConnection} />
    );
  return <Exports key={`${selection.sellerId}/${selection.marketplaceId}`} seller={selection} />;
}

/** How often a list with a file still being built is asked again. */
const EXPORT_POLL_MS = 5_000;

function Exports({ seller }: { seller: { sellerId: string; marketplaceId: string } }) {
  const styles = useStyles();
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error, refetch, startPolling, stopPolling } = useExportedFilesQuery({
    variables: seller,
    fetchPolicy: 'cache-and-network',
  });
  // The event refreshes the list at once; while a file is still being built the list is also asked
  // again every few seconds, so a missed event (a reconnect, another tab) never leaves it 'Preparing…'.
  const preparing = (data?.exportedFiles ?? []).some((f: Row) => !f.fileUrl && f.status !== 'FAILED');
  useEffect(() => {
    if (!preparing) return;
    startPolling(EXPORT_POLL_MS);
    return () => stopPolling();
  }, [preparing, startPolling, stopPolling]);
  const [requestExport, { loading: requesting }] = useRequestListingsExportMutation();
  // export-complete: the list shows the new file (or its failure) at once.
  useListingsExportCompleteSubscription({ onData: () => void refetch() });

  const start = async (type: ListingsExportType, noun: string) => {
    setFailure(null);
    try {
      await requestExport({ variables: { ...seller, exportType: type } });
      await refetch();
    } catch {
      setFailure(LISTINGS_BULK_MESSAGES.exportFailed(noun));
    }
  };

  const columns: DataTableColumn<Row>[] = [
    {
      field: 'fileName',
      header: 'File',
      width: 320,
      render: (row) =>
        row.fileUrl ? (
          <Link href={row.fileUrl} download={row.fileName ?? undefined}>
            {row.fileName}
          </Link>
        ) : (
          <span>{row.status === 'FAILED' ? 'Failed' : 'Preparing…'}</span>
        ),
    },
    { field: 'exportType', header: 'Type', width: 120, format: (v) => String(v).toLowerCase() },
    {
      field: 'updatedAt',
      header: 'Updated',
      width: 200,
      format: (v) => new Date(String(v)).toLocaleString(),
    },
  ];
  const rows = data?.exportedFiles ?? [];
  return (
    <section aria-label="Exports">
      <PageHeader title="Download your exported listings" />
      <div className={styles.buttons}>
        {EXPORTS.map((e) => (
          <Button
            key={e.type}
            appearance="primary"
            disabled={requesting}
            onClick={() => void start(e.type, e.noun)}
          >
            {e.label}
          </Button>
        ))}
      </div>
      {failure && (
        <div role="alert" className={styles.error}>
          {failure}
        </div>
      )}
      {error && errorCode(error) === 'FORBIDDEN' ? (
        <ForbiddenState />
      ) : error && !data ? (
        <ErrorState message="Unable to load the exported files." onRetry={() => void refetch()} />
      ) : (
        <DataTable<Row>
          tableName="exports"
          ariaLabel="Exported files"
          columns={columns}
          rows={rows}
          count={rows.length}
          getRowId={(row) => row.jobId}
          page={0}
          pageSize={50}
          onPageChange={() => {}}
          onPageSizeChange={() => {}}
          loading={loading && !data}
          emptyMessage="No exports yet."
        />
      )}
    </section>
  );
}
