import { errorMessage } from '../../../app/apollo/error-message';
import type { UserAccountFieldsFragment } from '../../../gql/graphql';
import {
  useDeactivateUserMutation,
  useReactivateUserMutation,
  useResendInvitationMutation,
  useSetUserAccountFeaturesMutation,
  useUserAccountsQuery,
} from '../../../gql/hooks';
import { useNotify } from '../../../ui';

/**
 * The users the caller administers and the actions on them, each saying how it went in a toast. One
 * hook for /users and /account/users: the backend decides whose users each caller gets.
 */
export function useUserAccounts() {
  const notify = useNotify();
  const query = useUserAccountsQuery({ fetchPolicy: 'cache-and-network' });
  const [resend] = useResendInvitationMutation();
  const [deactivate] = useDeactivateUserMutation();
  const [reactivate] = useReactivateUserMutation();
  const [setFeatures] = useSetUserAccountFeaturesMutation();

  /** Runs a mutation, toasts its answer or its error, then reloads the list; rethrows on failure. */
  const act =
    (mutate: (userId: string) => Promise<string | undefined>) => async (user: UserAccountFieldsFragment) => {
      try {
        const message = await mutate(user.id);
        if (message) notify.success(message);
      } catch (problem) {
        notify.error(errorMessage(problem));
        throw problem;
      } finally {
        await query.refetch().catch(() => undefined);
      }
    };

  return {
    query,
    onResend: act(async (userId) => (await resend({ variables: { userId } })).data?.resendInvitation),
    onDeactivate: act(async (userId) => (await deactivate({ variables: { userId } })).data?.deactivateUser),
    onReactivate: act(async (userId) => (await reactivate({ variables: { userId } })).data?.reactivateUser),
    /** Grants or withdraws BULK EDIT (v1), keeping the user's other features (ADR 0609). */
    onSetBulkEditV1: (user: UserAccountFieldsFragment, on: boolean) => {
      const others = user.accountFeatures.filter((f) => f !== 'bulkEditV1');
      const accountFeatures = on ? [...others, 'bulkEditV1'] : others;
      return act(
        async (userId) =>
          (await setFeatures({ variables: { userId, accountFeatures } })).data?.setUserAccountFeatures,
      )(user);
    },
  };
}
