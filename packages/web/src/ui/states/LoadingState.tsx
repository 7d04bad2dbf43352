import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { SlowHint } from './SlowHint';

export type LoadingStateProps = { label?: string };

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
  },
});

/** A spinner, and after 3 s a hint that the answer is slow. */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} aria-busy="true">
      <Spinner label={label} />
      <SlowHint />
    </div>
  );
}
