import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSessionManager } from '../../app/session/SessionProvider';
import { MeDocument } from '../../gql/graphql';

/**
 * After a billing change the webhook has settled: a new token carries the subscription (spec 3 §4
 * 'Subscription'), and the session's user is read again so menus and route guards follow at once.
 */
export function useRefreshSubscription(): () => Promise<void> {
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
