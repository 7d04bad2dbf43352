import { makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import { errorMessage } from '../../../app/apollo/error-message';
import { UserAccountsDocument } from '../../../gql/graphql';
import { useBrandNameQuery, useInviteUserMutation } from '../../../gql/hooks';
import { ErrorState, ForbiddenState, LoadingState, PageHeader, useNotify, usePageTitle } from '../../../ui';
import { isForbidden } from '../../brands/views/brand-errors';
import { InviteUserForm } from '../components/InviteUserForm';
import { UserAccountsSection } from '../components/UserAccountsSection';

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
  const notify = useNotify();
  const brands = useBrandNameQuery();
  const [invite] = useInviteUserMutation({ refetchQueries: [UserAccountsDocument] });

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
  else
    body = (
      <InviteUserForm
        brands={brands.data.brandIds}
        onInvite={async (values) => {
          try {
            const brandUser = values.role === 'BRAND_USER';
            const { data } = await invite({
              variables: {
                input: {
                  email: values.email.trim(),
                  name: values.name.trim() || null,
                  role: values.role,
                  brandCode: brandUser ? values.brandCode : null,
                  brandAdmin: brandUser ? values.brandAdmin : null,
                },
              },
            });
            notify.success(data?.inviteUser ?? MESSAGES.invitationSent);
            return true;
          } catch (problem) {
            notify.error(errorMessage(problem));
            return false;
          }
        }}
      />
    );
  return (
    <div className={styles.page}>
      <PageHeader title="Users" />
      {body}
      <UserAccountsSection heading="All users" />
    </div>
  );
}
