import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../ui/page-title/use-page-title';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '16px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // Drawn as Fluent's filled Card is, without Card itself: its focus-group behaviour (tabster) is
  // unused here and was the heaviest part of the sign-in pages' first load (decision 0260).
  card: {
    width: '100%',
    maxWidth: '420px',
    padding: '24px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  title: { margin: 0 },
});

export interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

/**
 * The centred card every public screen (login, reset, set password) sits in; its heading also
 * titles the tab ('Amazon audit · Portal'), as every signed-in screen's does.
 */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const styles = useStyles();
  usePageTitle(title);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Text as="h1" size={600} weight="semibold" className={styles.title}>
          {title}
        </Text>
        {children}
      </div>
    </main>
  );
}
