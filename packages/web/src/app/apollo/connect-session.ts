import type { ApolloClient } from '@apollo/client';
import type { SessionManager } from '../session/session-manager';

/**
 * Ties the session to the signed-in app's Apollo client: nothing of the previous user may stay in
 * its cache after a logout. The session's own server calls (refresh, logout) are configured by the
 * entry with `sessionCalls`, before Apollo Client is loaded.
 */
export function connectSession(session: SessionManager, client: ApolloClient): void {
  session.configure({ onLogout: () => void client.clearStore().catch(() => undefined) });
}
