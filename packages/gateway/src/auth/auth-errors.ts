import { GraphQLError } from 'graphql';

// Messages say nothing about the rule that refused, so a refusal leaks no data or structure.
export function unauthenticatedError(message = 'Not signed in'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbiddenError(message = 'Not allowed'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}
