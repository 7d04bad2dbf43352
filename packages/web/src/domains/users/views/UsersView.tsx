import { makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import { errorMessage } from '../../../app/apollo/error-message';
import { useBrandNameQuery } from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, PageHeader, usePageTitle } from '../../../ui';
import { isForbidden } from '../../brands/views/brand-errors';
import { InviteUserForm } from '../components/InviteUserForm';
import { UserAccountsSection } from '../components/UserAccountsSection';
import { useInviteUser } from '../components/use-invite-user';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * /users (admins): invite a user by e-mail, then resend, deactivate or reactivate anyone (spec 1
 * names the screen; issue 33 designs it).
 */
export function UsersView() {
  usePageTitle('Users');
  const styles = useStyles();
  const brands = useBrandNameQuery();
  const onInvite = useInviteUser();

  let body: React.ReactNode;
  if (brands.error && isForbidden(brands.error)) body = <ForbiddenState />;
  else if (brands.error)
    body = (
      <ErrorState
        message={errorMessage(brands.error, MESSAGES.unableToGetBrands)}
        onRetry={() => void brands.refetch()}
      />
    );
  else if (!brands.data) body = <LoadingState />;
  else body = <InviteUserForm brands={brands.data.brandIds} onInvite={onInvite} />;
  return (
    <div className={styles.page}>
      <PageHeader title="Users" />
      {body}
      <UserAccountsSection heading="All users" />
    </div>
  );
}
