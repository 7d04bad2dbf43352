import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSession } from '../../../app/session/SessionProvider';
import { useUserAccountsQuery } from '../../../gql/hooks';
import { PageHeader, usePageTitle } from '../../../ui';
import { InviteUserForm } from '../components/InviteUserForm';
import { UserAccountsSection } from '../components/UserAccountsSection';
import { useInviteUser } from '../components/use-invite-user';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * /account/users (issue 33): a brand admin invites brand users of their own brand (ADR 0598) and
 * resends, deactivates and reactivates their brand's users. The invite form is /users' form.
 */
export function AccountUsersView() {
  usePageTitle('Users');
  const styles = useStyles();
  const user = useSession()?.user;
  const brand = user?.brandName ?? 'your brand';
  const onInvite = useInviteUser();
  // The same query as the list below (one request): its invited users are the brand's pending ones.
  const accounts = useUserAccountsQuery({ fetchPolicy: 'cache-first' });
  const pending = accounts.data ? accounts.data.users.filter((u) => u.status === 'INVITED').length : null;
  return (
    <div className={styles.page}>
      <PageHeader title="Users" />
      <Text>Everyone who signs in to {brand}.</Text>
      {user?.brandCode ? (
        <InviteUserForm
          brands={[]}
          ownBrand={{ brandCode: user.brandCode, name: brand }}
          pendingInvitations={pending}
          onInvite={onInvite}
        />
      ) : null}
      <UserAccountsSection heading={`Users of ${brand}`} />
    </div>
  );
}
