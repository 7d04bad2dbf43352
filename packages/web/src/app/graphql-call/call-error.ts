import { FALLBACK_ERROR_MESSAGE } from '../error-fallback';
import { GraphQLCallError } from './graphql-call';

/** The first GraphQL error code of a failed call, if the server sent one. */
export function callErrorCode(error: unknown): string | undefined {
  return error instanceof GraphQLCallError ? error.code : undefined;
}

/** The server's message when it sent one, else the error's own message, else the fallback. */
export function callErrorMessage(error: unknown, fallback = FALLBACK_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
