import type { LoginMutation } from '../../gql/graphql';

/** The signed-in user as login returns it (viewed articles come from `me`). */
export type SessionUser = LoginMutation['login']['user'];

/** What the session cookie holds: the user and the tokens that keep the session alive. */
export interface StoredSession {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
  /** ISO date-time; the cookie and the session end here unless refreshed. */
  accessTokenExpiresAt: string;
}

/** New tokens from a refresh. */
export type SessionTokens = Pick<StoredSession, 'accessToken' | 'refreshToken' | 'accessTokenExpiresAt'>;
