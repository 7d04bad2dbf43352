import type { ApolloClient } from '@apollo/client';
import { LogoutDocument, RefreshSessionDocument } from '../../gql/graphql';
import type { SessionManager } from '../session/session-manager';

/** Gives the session manager its server calls: refresh (rotating tokens) and logout. */
export function connectSession(session: SessionManager, client: ApolloClient): void {
  session.configure({
    // The refresh token travels in its HttpOnly cookie; the auth link adds the CSRF header.
    refresh: async () => {
      const { data } = await client.mutate({ mutation: RefreshSessionDocument });
      if (!data) throw new Error('No tokens');
      return data.refreshSession;
    },
    revoke: (accessToken) =>
      client.mutate({
        mutation: LogoutDocument,
        context: { headers: { authorization: `Bearer ${accessToken}` } },
      }),
    // Nothing of the previous user may stay in the cache.
    onLogout: () => void client.clearStore().catch(() => undefined),
  });
}
