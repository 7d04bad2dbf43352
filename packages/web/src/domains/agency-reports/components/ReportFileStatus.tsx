import { Link, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { SlowHint } from '../../../ui';

export type ReportFileStatusProps =
  | { state: 'preparing'; message: string | null }
  | { state: 'ready'; fileName: string; url: string }
  | { state: 'failed'; message: string };

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
  },
  file: { overflowWrap: 'anywhere' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** Where a started report is: being built, ready to save, or failed with a reason. */
export function ReportFileStatus(props: ReportFileStatusProps) {
  const styles = useStyles();
  if (props.state === 'ready')
    return (
      <span className={styles.root}>
        <ArrowDownloadRegular aria-hidden />
        <Link href={props.url} download={props.fileName} className={styles.file}>
          Save {props.fileName}
        </Link>
      </span>
    );
  if (props.state === 'failed')
    return (
      <Text className={styles.failed} role="alert">
        {props.message}
      </Text>
    );
  return (
    <span className={styles.root} role="status">
      <Spinner size="tiny" />
      <Text size={200}>{props.message ?? 'Preparing…'}</Text>
      <SlowHint text="Still preparing…" />
    </span>
  );
}
