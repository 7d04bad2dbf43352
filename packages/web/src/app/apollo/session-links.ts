import { type ApolloLink, CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { CSRF_HEADER } from '../session/session-cookie';

/** Operations whose UNAUTHENTICATED answer is not an expired session (spec 1 §4.1, §8). */
const EXEMPT_OPERATIONS = new Set(['Login', 'Logout']);

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/** Operations that must not wait for the access token (they obtain or end it). */
const TOKENLESS_OPERATIONS = new Set(['Login', 'RefreshSession', 'Logout']);

/**
 * Adds the bearer token (read at request time, so refreshes apply at once; after a reload it waits
 * for the refresh that fetches one), the CSRF header echoing the server's cookie, and the header
 * that Apollo Server's CSRF prevention wants on every request. An explicit authorization in the
 * operation's context wins (logout sends the token of the session being closed).
 */
export function createAuthLink(
  getToken: () => string | null | Promise<string | null>,
  getCsrfToken: () => string | null = () => null,
): ApolloLink {
  return new SetContextLink(async (prev, operation) => {
    const token = TOKENLESS_OPERATIONS.has(operation.operationName ?? '') ? null : await getToken();
    const csrf = getCsrfToken();
    const headers = (prev.headers ?? {}) as Record<string, string>;
    return {
      headers: {
        'apollo-require-preflight': 'true',
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    };
  });
}

/** Any call but login refused as unauthenticated ends the session (spec 1 §4.1). */
export function createSessionErrorLink(onUnauthenticated: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (EXEMPT_OPERATIONS.has(operation.operationName ?? '')) return;
    if (isUnauthenticated(error)) onUnauthenticated();
  });
}
