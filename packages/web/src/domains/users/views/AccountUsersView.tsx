import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSession } from '../../../app/session/SessionProvider';
import { PageHeader, usePageTitle } from '../../../ui';
import { UserAccountsSection } from '../components/UserAccountsSection';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /account/users (issue 33): a brand admin resends, deactivates and reactivates their brand's users. */
export function AccountUsersView() {
  usePageTitle('Users');
  const styles = useStyles();
  const brand = useSession()?.user.brandName ?? 'your brand';
  return (
    <div className={styles.page}>
      <PageHeader title="Users" />
      <Text>Everyone who signs in to {brand}. Ask your agency to invite a new user.</Text>
      <UserAccountsSection heading={`Users of ${brand}`} />
    </div>
  );
}
