import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { INSIGHTS_MESSAGES, insightsExportReady } from '@portal/schema';
import type { ServerExport } from './use-server-exports';

const useStyles = makeStyles({
  bars: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalM,
  },
});

/** The notification bar of server-built exports: preparing, ready to download, or failed. */
export function ExportBar(props: {
  exports: readonly ServerExport[];
  onDismiss: (item: ServerExport) => void;
}) {
  const styles = useStyles();
  if (props.exports.length === 0) return null;
  return (
    <div className={styles.bars} aria-live="polite">
      {props.exports.map((item) => (
        <MessageBar
          key={item.exportId ?? item.fileName}
          intent={item.state === 'failed' ? 'error' : item.state === 'ready' ? 'success' : 'info'}
        >
          <MessageBarBody>
            {item.state === 'preparing' && <Spinner size="tiny" as="span" />}{' '}
            {item.state === 'preparing'
              ? INSIGHTS_MESSAGES.exportStarted
              : item.state === 'ready'
                ? insightsExportReady(item.fileName)
                : item.message}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label="Dismiss"
                icon={<DismissRegular />}
                onClick={() => props.onDismiss(item)}
              />
            }
          >
            {item.state === 'ready' && (
              // The link is signed for this user and stored on the server: a plain download.
              <Button as="a" href={item.downloadUrl} download={item.fileName}>
                Download
              </Button>
            )}
          </MessageBarActions>
        </MessageBar>
      ))}
    </div>
  );
}
