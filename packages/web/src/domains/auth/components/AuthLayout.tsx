import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

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
  card: { width: '100%', maxWidth: '420px', padding: '24px', gap: '16px' },
  title: { margin: 0 },
});

export interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

/** The centred card every public screen (login, reset, set password) sits in. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Text as="h1" size={600} weight="semibold" className={styles.title}>
          {title}
        </Text>
        {children}
      </Card>
    </main>
  );
}
