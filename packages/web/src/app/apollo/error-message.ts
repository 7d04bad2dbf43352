import { CombinedGraphQLErrors } from '@apollo/client';
import { FALLBACK_ERROR_MESSAGE } from '../error-fallback';

/** The first GraphQL error code (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, …), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's message when it sent one, else the error's own message, else the fallback. */
export function errorMessage(error: unknown, fallback = FALLBACK_ERROR_MESSAGE): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
