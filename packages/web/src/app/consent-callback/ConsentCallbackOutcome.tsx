import {
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
} from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';

const useStyles = makeStyles({ root: { padding: '24px', maxWidth: '640px' } });

/** A consent callback's page: a spinner while the grant is spent, else why it failed and the way back. */
export function ConsentCallbackOutcome({
  failure,
  busyLabel,
  back,
}: {
  failure: string | null;
  busyLabel: string;
  /** Where the grant is started again, when the user may go there. */
  back: { to: string; label: string } | null;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {failure ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody role="alert">{failure}</MessageBarBody>
          {back ? (
            <MessageBarActions>
              <RouterLink to={back.to}>{back.label}</RouterLink>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : (
        <Spinner label={busyLabel} />
      )}
    </div>
  );
}
