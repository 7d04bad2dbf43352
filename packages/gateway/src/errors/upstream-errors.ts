import { GraphQLError } from 'graphql';

export const serviceUnavailableMessage = 'The service is unavailable, please try again later';

const userInputStatuses = new Set([400, 404, 409, 413, 422]);

/** The server's own message from a `{ statusCode, message }` body, when there is one. */
function serverMessage(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
    // Some validators answer a list of messages; the first is what the user needs to fix first.
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

export function serviceUnavailableError(): GraphQLError {
  return new GraphQLError(serviceUnavailableMessage, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/**
 * Turns an upstream error answer into the GraphQL error the client sees. 4xx keep the server's
 * message (the spec shows it to the user); 5xx say nothing about the internals.
 */
export function upstreamError(status: number, body: unknown): GraphQLError {
  if (status >= 500 || status < 400) return serviceUnavailableError();
  const message = serverMessage(body, 'Request failed');
  const code =
    status === 401
      ? 'UNAUTHENTICATED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 429
          ? 'TOO_MANY_REQUESTS'
          : userInputStatuses.has(status)
            ? 'BAD_USER_INPUT'
            : 'BAD_REQUEST';
  return new GraphQLError(message, { extensions: { code } });
}
