import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { MeDocument } from '../../gql/graphql';
import { useSessionManager } from './SessionProvider';

/**
 * After a change to what the token carries (a subscription, a new sub brand): a new token is
 * fetched, and the session's user is read again so menus, route guards and brand scopes follow at once.
 */
export function useRefreshSessionUser(): () => Promise<void> {
  const manager = useSessionManager();
  const client = useApolloClient();
  return useCallback(async () => {
    await manager.refreshNow();
    const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    if (!data) return;
    const { viewedArticles: _viewed, ...user } = data.me;
    manager.updateUser(user);
  }, [manager, client]);
}
