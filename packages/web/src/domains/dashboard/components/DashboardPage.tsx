import { MessageBar, MessageBarBody, makeStyles, Text } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '12px' } });

export interface DashboardPageProps {
  name: string;
  roleLabel: string;
  brandName?: string | null;
  /** ffp/ecom3k brand without an active subscription: only the notice is shown (spec 2 "Home dashboard"). */
  subscriptionInactive: boolean;
}

export function DashboardPage({ name, roleLabel, brandName, subscriptionInactive }: DashboardPageProps) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        Dashboard
      </Text>
      {subscriptionInactive ? (
        <MessageBar intent="warning">
          <MessageBarBody>{MESSAGES.subscriptionInactive}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Text size={500}>Welcome, {name}</Text>
          <Text>
            You are signed in as {roleLabel}
            {brandName ? ` of ${brandName}` : ''}. Use the menu to open the areas of the portal.
          </Text>
        </>
      )}
    </section>
  );
}
