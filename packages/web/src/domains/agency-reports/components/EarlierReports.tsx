import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { AGENCY_REPORT_MESSAGES } from '@portal/schema';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { ReportFileStatus } from './ReportFileStatus';

export type EarlierReport = {
  id: string;
  status: string;
  error?: string | null;
  createdAt: string;
  result?: { fileName?: string | null; downloadUrl?: string | null } | null;
};

export type EarlierReportsProps = {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  reports: readonly EarlierReport[] | undefined;
};

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  when: { color: tokens.colorNeutralForeground3 },
});

const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/** The user's last reports, downloadable again later (each read mints a fresh link). */
export function EarlierReports({ loading, error, onRetry, reports }: EarlierReportsProps) {
  const styles = useStyles();
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (!reports) return loading ? <LoadingState /> : null;
  if (reports.length === 0) return <EmptyState />;
  return (
    <ul className={styles.list} aria-label="Earlier reports">
      {reports.map((r) => (
        <li key={r.id} className={styles.item}>
          <Text size={200} className={styles.when}>
            {when(r.createdAt)} UTC
          </Text>
          {r.status === 'SUCCEEDED' && r.result?.downloadUrl ? (
            <ReportFileStatus
              state="ready"
              fileName={r.result.fileName ?? 'report'}
              url={r.result.downloadUrl}
            />
          ) : r.status === 'FAILED' || r.status === 'CANCELLED' ? (
            <ReportFileStatus state="failed" message={r.error ?? AGENCY_REPORT_MESSAGES.unableToGenerate} />
          ) : (
            <ReportFileStatus state="preparing" message={null} />
          )}
        </li>
      ))}
    </ul>
  );
}
