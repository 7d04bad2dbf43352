import type { ExecutionResult, FormattedExecutionResult, GraphQLFormattedError } from 'graphql';

type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** graphql-ws sends results without Apollo's formatError; the same masking applies there. */
export function maskExecutionResult(
  result: ExecutionResult,
  formatError: ErrorFormatter,
): FormattedExecutionResult | undefined {
  if (!result.errors?.length) return undefined;
  return {
    ...(result.data !== undefined ? { data: result.data } : {}),
    errors: result.errors.map((error) => formatError(error.toJSON(), error)),
    ...(result.extensions ? { extensions: result.extensions } : {}),
  };
}
