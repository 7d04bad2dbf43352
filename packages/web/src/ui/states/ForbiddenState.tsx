import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

export const FORBIDDEN_MESSAGE = 'You do not have permission to view this page';

export type ForbiddenStateProps = {
  message?: ReactNode;
  /** E.g. a link back to the dashboard. */
  children?: ReactNode;
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
  },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
});

/** Shown when the API answers FORBIDDEN, so a refused page never looks empty or broken. */
export function ForbiddenState({ message = FORBIDDEN_MESSAGE, children }: ForbiddenStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="alert">
      <LockClosedRegular className={styles.icon} aria-hidden />
      <Text size={400}>{message}</Text>
      {children}
    </div>
  );
}
