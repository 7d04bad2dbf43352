import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
} from '@fluentui/react-components';

export type ErrorStateProps = {
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
};

const useStyles = makeStyles({ root: { width: '100%' } });

/** An error in place of content, with a way to try again. */
export function ErrorState({ message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  const styles = useStyles();
  return (
    <MessageBar intent="error" className={styles.root} role="alert">
      <MessageBarBody>{message}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
