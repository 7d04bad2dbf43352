import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  /** Defaults to the spec's 'No data'. */
  message?: ReactNode;
  /** Optional action, e.g. a button to clear the filters. */
  children?: ReactNode;
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    height: '100%',
    color: tokens.colorNeutralForeground3,
  },
});

export function EmptyState({ message = MESSAGES.noData, children }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Text>{message}</Text>
      {children}
    </div>
  );
}
