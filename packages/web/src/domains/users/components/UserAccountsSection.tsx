import { Text } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import { errorMessage } from '../../../app/apollo/error-message';
import { useSession } from '../../../app/session/SessionProvider';
import { usePermission } from '../../../app/session/use-permission';
import { ErrorState, ForbiddenState, LoadingState } from '../../../ui';
import { isForbidden } from '../../brands/views/brand-errors';
import { UsersList } from './UsersList';
import { useUserAccounts } from './use-user-accounts';

/** The users list with its loading, error and forbidden states; shared by /users and /account/users. */
export function UserAccountsSection({ heading }: { heading: string }) {
  const selfId = useSession()?.user.userId ?? null;
  const { query, onResend, onDeactivate, onReactivate, onSetBulkEditV1 } = useUserAccounts();
  // Spec 3 §2: the few accounts shown BULK EDIT (v1) are the agency admin's to choose (ADR 0609).
  const mayGrant = usePermission('accountFeatures.grant');
  let body: React.ReactNode;
  if (query.error && isForbidden(query.error)) body = <ForbiddenState />;
  else if (query.error && !query.data)
    body = (
      <ErrorState
        message={errorMessage(query.error, MESSAGES.unableToGetUsers)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!query.data) body = <LoadingState label="Loading users…" />;
  else
    body = (
      <UsersList
        users={query.data.users}
        selfId={selfId}
        onResend={onResend}
        onDeactivate={onDeactivate}
        onReactivate={onReactivate}
        {...(mayGrant ? { onSetBulkEditV1 } : {})}
      />
    );
  return (
    <section aria-label={heading}>
      <Text as="h2" size={500} weight="semibold" block>
        {heading}
      </Text>
      {body}
    </section>
  );
}
