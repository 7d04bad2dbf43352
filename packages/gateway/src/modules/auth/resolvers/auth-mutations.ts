import { forbiddenError, unauthenticatedError } from '../../../auth/auth-errors.ts';
import type { SessionCookies } from '../../../auth/session-cookies.ts';
import type { MutationResolvers, SessionTokens } from '../../../generated/resolvers-types.ts';
import type { AuthAPI } from '../auth-api.ts';

export const CSRF_REFUSED_MESSAGE = 'Missing or invalid CSRF token';

/**
 * The browser's refresh: the token comes from the HttpOnly cookie and its successor goes back into
 * it, never into the answer, so a script on the page cannot carry a session away.
 */
async function refreshFromCookie(auth: AuthAPI, cookies: SessionCookies | undefined): Promise<SessionTokens> {
  const token = cookies?.refreshToken();
  if (!cookies || !token) throw unauthenticatedError('Missing refresh token');
  if (!cookies.csrfValid()) throw forbiddenError(CSRF_REFUSED_MESSAGE);
  try {
    const tokens = await auth.refresh(token);
    if (tokens.refreshToken) cookies.issue(tokens.refreshToken);
    return { ...tokens, refreshToken: null };
  } catch (error) {
    cookies.clear();
    throw error;
  }
}

export const authMutations: MutationResolvers = {
  login: async (_root, { email, password }, { dataSources, sessionCookies }) => {
    const session = await dataSources.auth.login(email, password);
    // Browsers keep the refresh token in an HttpOnly cookie; API clients read it from the answer.
    sessionCookies?.issue(session.refreshToken);
    return session;
  },
  refreshSession: (_root, { refreshToken }, { dataSources, sessionCookies }) =>
    refreshToken
      ? dataSources.auth.refresh(refreshToken)
      : refreshFromCookie(dataSources.auth, sessionCookies),
  logout: async (_root, _args, { dataSources, endSession, sessionCookies }) => {
    const done = await dataSources.auth.logout();
    sessionCookies?.clear();
    // Refuse the token here at once, not when this gateway's session cache next asks the backend.
    endSession?.();
    return done;
  },
  setPassword: (_root, { token, password, passwordConfirmation }, { dataSources }) =>
    dataSources.auth.setPassword(token, password, passwordConfirmation),
  requestPasswordReset: (_root, { email }, { dataSources }) => dataSources.auth.requestPasswordReset(email),
};
