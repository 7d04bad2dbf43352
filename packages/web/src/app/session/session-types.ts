import type { LoginMutation } from '../../gql/graphql';

/** The signed-in user as login returns it (viewed articles come from `me`). */
export type SessionUser = LoginMutation['login']['user'];

/**
 * What the session cookie holds (spec 1 §4.1): who is signed in and until when. No token: the
 * refresh token lives in an HttpOnly cookie the server sets, the access token only in memory.
 */
export interface StoredSession {
  user: SessionUser;
  /** ISO date-time; the cookie and the session end here unless refreshed. */
  accessTokenExpiresAt: string;
}

/** The session in memory: the stored part plus the access token (null until a reload's refresh). */
export interface ActiveSession extends StoredSession {
  accessToken: string | null;
}

/** New tokens from a refresh (the refresh token itself stays in its cookie). */
export interface SessionTokens {
  accessToken: string;
  accessTokenExpiresAt: string;
}
