import type { AuthDecision } from '@portal/schema';
import { forbiddenError, unauthenticatedError } from '../auth/auth-errors.ts';
import type { GraphQLAnswer } from '../test-kit/graphql-http.ts';

const directiveMessages: Record<string, string> = {
  FORBIDDEN: forbiddenError().message,
  UNAUTHENTICATED: unauthenticatedError().message,
};

/**
 * The access decision an answer shows: FORBIDDEN or UNAUTHENTICATED when the gateway's @auth refused
 * the field (its own code and message), ALLOW otherwise — a downstream 4xx still means access let
 * the call through.
 */
export function accessOutcome(answer: GraphQLAnswer | 'open', fieldName: string): AuthDecision {
  if (answer === 'open') return 'ALLOW';
  for (const error of answer.errors ?? []) {
    const code = error.extensions?.code;
    const onField = !error.path || error.path[0] === fieldName;
    if (onField && code && directiveMessages[code] === error.message) return code as AuthDecision;
  }
  return 'ALLOW';
}

/** Codes that, on an allowed call, mean something other than access went wrong. */
export const UNEXPECTED_ON_ALLOWED = new Set([
  'FORBIDDEN',
  'GRAPHQL_VALIDATION_FAILED',
  'INTERNAL_SERVER_ERROR',
  'WS_ERROR',
]);

/** A short description of an answer for failure messages. */
export function describeAnswer(answer: GraphQLAnswer | 'open'): string {
  if (answer === 'open') return 'stream open';
  if (!answer.errors?.length) return 'data';
  return answer.errors.map((e) => `${e.extensions?.code ?? '?'}: ${e.message}`).join('; ');
}
