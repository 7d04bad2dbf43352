import { LogoutDocument, RefreshSessionDocument } from '../../gql/sign-in/graphql';
import type { CallGraphQL } from '../graphql-call/graphql-call';
import type { SessionManagerOptions } from './session-manager';

/**
 * The session's server calls over any transport: refresh (rotating tokens; the refresh token travels
 * in its HttpOnly cookie and the CSRF header echoes its companion cookie) and logout with the token of
 * the session being closed. The page uses a plain fetch, so a reload restores the session before (and
 * without) Apollo Client loading; tests pass their mocked transport.
 */
export function sessionCalls(call: CallGraphQL): Required<Pick<SessionManagerOptions, 'refresh' | 'revoke'>> {
  return {
    refresh: async () => (await call(RefreshSessionDocument, {})).refreshSession,
    revoke: (accessToken) =>
      call(LogoutDocument, {}, { headers: { authorization: `Bearer ${accessToken}` } }),
  };
}
