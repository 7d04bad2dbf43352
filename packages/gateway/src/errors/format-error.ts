import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from '../logging/logger.ts';

export const internalErrorMessage = 'Internal server error';

// Codes whose messages were written for the client (ours, Apollo's request errors, the limits).
const clientFacingCodes = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'TOO_MANY_REQUESTS',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** True for errors the gateway raised on purpose with a message meant for the caller. */
function isDeliberate(formatted: GraphQLFormattedError, error: unknown): boolean {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && clientFacingCodes.has(code)) return true;
  const original = unwrapResolverError(error);
  return original instanceof GraphQLError && typeof original.extensions.code === 'string';
}

/**
 * Apollo's formatError: anything unexpected (a bug, a driver error) becomes a bare
 * 'Internal server error' so no internals reach the client; stack traces only in development.
 */
export function createErrorFormatter(development: boolean, logger?: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (isDeliberate(formatted, error)) {
      if (development) return formatted;
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    if (logger) logger.error({ err: unwrapResolverError(error) }, 'unexpected error');
    else console.error('gateway: unexpected error', unwrapResolverError(error));
    return {
      message: internalErrorMessage,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
