import { CombinedGraphQLErrors } from '@apollo/client';

/** The first GraphQL error code (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, …), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's message when it sent one, else the error's own message, else the fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
