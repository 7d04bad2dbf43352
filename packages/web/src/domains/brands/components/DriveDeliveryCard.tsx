import {
  Badge,
  Button,
  Card,
  Field,
  Input,
  Link,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  DRIVE_DELIVERY_MESSAGES,
  DRIVE_MESSAGES,
  DRIVE_REPORT_TYPES,
  type DriveReportType,
  driveFolderIdOf,
  driveReportLabel,
  GRAPHQL_ENUM_OF,
} from '@portal/schema';
import { endOfMonth, format, parseISO, subMonths } from 'date-fns';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import { usePermission } from '../../../app/session/use-permission';
import {
  useBrandDriveQuery,
  useReportDeliveredSubscription,
  useSaveDriveFoldersMutation,
  useSendReportNowMutation,
} from '../../../gql/hooks';
import { EmptyState, ErrorState, LoadingState, useNotify } from '../../../ui';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  folder: { flexGrow: 1, minWidth: '200px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // Wide enough that a long file name wraps in its own cell; a phone scrolls the table, not the page.
  table: { minWidth: '600px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const lastMonth = () => format(subMonths(new Date(), 1), 'yyyy-MM');
const when = (iso: string | null | undefined) => (iso ? format(parseISO(iso), 'yyyy-MM-dd HH:mm') : '');
/** The brand's last success as the backend keeps it; shown as given when it is not an ISO time. */
const lastSuccessText = (value: string | null | undefined) => {
  if (!value) return 'never';
  const parsed = parseISO(value);
  return Number.isNaN(parsed.getTime()) ? value : format(parsed, 'yyyy-MM-dd HH:mm');
};
const STATUS_COLOR = { QUEUED: 'informative', DELIVERED: 'success', FAILED: 'danger' } as const;
const STATUS_TEXT = { QUEUED: 'Sending', DELIVERED: 'Delivered', FAILED: 'Failed' } as const;

/**
 * Spec 3 §2/§7 drive delivery (ADR 0535): a folder per report type, 'Send now' of a month, and the
 * deliveries with their file, time, status and error. The list is read again while one is sending.
 */
export function DriveDeliveryCard({ brandCode }: { brandCode: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const { data, error, loading, refetch, startPolling, stopPolling } = useBrandDriveQuery({
    variables: { brandCode },
    notifyOnNetworkStatusChange: false,
  });
  const [saveFolders, saving] = useSaveDriveFoldersMutation();
  // Mapping folders edits the brand (staff); a brand admin on the sub-brand editor sends and reads.
  const canEditFolders = usePermission('brands.update');
  const [sendNow] = useSendReportNowMutation();
  const [folders, setFolders] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [month, setMonth] = useState(lastMonth());
  const [sending, setSending] = useState<DriveReportType | null>(null);
  const saved = (data?.brand.googleDriveFolders ?? {}) as Record<string, string>;
  const deliveries = data?.driveDeliveries ?? [];
  const anyQueued = deliveries.some((d) => d.status === 'QUEUED');
  // A delivery that ends anywhere (Send now here or elsewhere, or the monthly schedule) reloads
  // the deliveries and the last success: the event names the delivery, the query has the rest.
  useReportDeliveredSubscription({
    variables: { brandCode },
    onData: () => void refetch().catch(() => undefined),
  });

  useEffect(() => {
    if (data) setFolders((data.brand.googleDriveFolders ?? {}) as Record<string, string>);
  }, [data]);
  useEffect(() => {
    if (anyQueued) startPolling(1000);
    else stopPolling();
    return stopPolling;
  }, [anyQueued, startPolling, stopPolling]);

  if (error && !data)
    return (
      <ErrorState message={DRIVE_DELIVERY_MESSAGES.unableToGetDeliveries} onRetry={() => void refetch()} />
    );
  if (loading && !data) return <LoadingState label="Loading drive folders" />;

  const invalid = (type: string) => {
    const text = folders[type]?.trim() ?? '';
    return text !== '' && driveFolderIdOf(text) === null;
  };
  const submitFolders = async () => {
    setTried(true);
    if (DRIVE_REPORT_TYPES.some(invalid)) return;
    const next = Object.fromEntries(
      DRIVE_REPORT_TYPES.flatMap((t) => {
        const id = driveFolderIdOf(folders[t] ?? '');
        return id ? [[t, id]] : [];
      }),
    );
    try {
      await saveFolders({ variables: { brandCode, folders: next } });
      notify.success(DRIVE_MESSAGES.updated);
      setTried(false);
      await refetch();
    } catch (problem) {
      notify.error(DRIVE_MESSAGES.updateFailed, errorMessage(problem, ''));
    }
  };
  const send = async (type: DriveReportType) => {
    if (!saved[type]) {
      notify.warning(DRIVE_MESSAGES.noFolder);
      return;
    }
    const first = parseISO(`${month}-01`);
    setSending(type);
    try {
      await sendNow({
        variables: {
          brandCode,
          reportType: GRAPHQL_ENUM_OF.AgencyReportType[type],
          from: format(first, 'yyyy-MM-dd'),
          to: format(endOfMonth(first), 'yyyy-MM-dd'),
        },
      });
      notify.success(DRIVE_DELIVERY_MESSAGES.sendStarted);
      await refetch();
    } catch (problem) {
      notify.error(DRIVE_DELIVERY_MESSAGES.unableToSend, errorMessage(problem, ''));
    } finally {
      setSending(null);
    }
  };

  return (
    <Card className={styles.card} aria-label="Drive delivery">
      <Text as="h2" weight="semibold" size={400}>
        Drive delivery
      </Text>
      <Text>
        {canEditFolders
          ? 'Paste each report type’s Google Drive folder address or ID. An empty field unlinks the folder.'
          : 'Your agency maps each report type’s Google Drive folder; send a month’s report to a mapped folder now.'}
      </Text>
      <div className={styles.rows}>
        {DRIVE_REPORT_TYPES.map((type) => (
          <div key={type} className={styles.row}>
            <Field
              className={styles.folder}
              label={`${driveReportLabel(type)} folder ID`}
              validationMessage={tried && invalid(type) ? DRIVE_DELIVERY_MESSAGES.folderIdInvalid : undefined}
            >
              <Input
                value={folders[type] ?? ''}
                readOnly={!canEditFolders}
                onChange={(_e, d) => setFolders({ ...folders, [type]: d.value })}
              />
            </Field>
            <Button
              onClick={() => void send(type)}
              disabled={sending !== null}
              icon={sending === type ? <Spinner size="tiny" /> : undefined}
              aria-label={`Send now: ${driveReportLabel(type)}`}
            >
              Send now
            </Button>
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        <Field label="Month to send">
          <Input
            type="month"
            value={month}
            max={lastMonth()}
            onChange={(_e, d) => setMonth(d.value || lastMonth())}
          />
        </Field>
        {canEditFolders && (
          <Button appearance="primary" onClick={() => void submitFolders()} disabled={saving.loading}>
            Save folders
          </Button>
        )}
      </div>
      <Text as="h3" weight="semibold">
        Deliveries
      </Text>
      <Text aria-label="Last success">Last success: {lastSuccessText(data?.brand.lastSuccess)}</Text>
      {deliveries.length === 0 ? (
        <EmptyState message="No report has been sent to the drive yet" />
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label="Drive deliveries" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>File name</TableHeaderCell>
                <TableHeaderCell>Time</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Error</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {deliveries.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>
                    {d.link?.startsWith('https://') ? (
                      <Link href={d.link} target="_blank" rel="noreferrer">
                        {d.fileName}
                      </Link>
                    ) : (
                      d.fileName
                    )}
                  </TableCell>
                  <TableCell>{when(d.deliveredAt ?? d.requestedAt)}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATUS_COLOR[d.status]}>
                      {STATUS_TEXT[d.status]}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.error}>{d.error ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Card>
  );
}
