import { MESSAGES } from '@portal/schema';
import { errorMessage } from '../../../app/apollo/error-message';
import { UserAccountsDocument } from '../../../gql/graphql';
import { useInviteUserMutation } from '../../../gql/hooks';
import { useNotify } from '../../../ui';
import type { InviteValues } from './InviteUserForm';

/**
 * Sends an invitation and says how it went in a toast, then reloads the users list. One hook for
 * /users (admins) and /account/users (brand admins): the backend decides whom each may invite
 * (ADR 0598), and its refusal is shown in its own words.
 */
export function useInviteUser(): (values: InviteValues) => Promise<boolean> {
  const notify = useNotify();
  const [invite] = useInviteUserMutation({ refetchQueries: [UserAccountsDocument] });
  return async (values) => {
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
  };
}
