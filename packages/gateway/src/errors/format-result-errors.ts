import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export interface FormattedResultErrors {
  errors: GraphQLFormattedError[];
  /** An HTTP status an error asked for (`extensions.http.status`), as Apollo honours it. */
  status: number | undefined;
}

function ensureGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const base = error instanceof Error ? error : new Error(`Unexpected error value: ${String(error)}`);
  return new GraphQLError(base.message, { originalError: base });
}

/**
 * Execution errors formatted the way Apollo Server 5 formats them (its `normalizeAndFormatErrors`,
 * which it does not export): a missing code becomes INTERNAL_SERVER_ERROR, `extensions.http` is
 * lifted out into the response's status, then the gateway's own `formatError` runs on each. The
 * lean path answers with this so a caller cannot tell which path served it (server.test.ts compares).
 */
export function formatResultErrors(
  errors: readonly GraphQLError[],
  formatError: ErrorFormatter,
  includeStacktrace: boolean,
): FormattedResultErrors {
  let status: number | undefined;
  const enrich = (raw: unknown): GraphQLFormattedError => {
    const error = ensureGraphQLError(raw);
    const extensions: Record<string, unknown> = {
      ...error.extensions,
      code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    };
    const http = extensions.http as { status?: unknown } | undefined;
    if (http && typeof http === 'object') {
      if (typeof http.status === 'number') status = http.status;
      delete extensions.http;
    }
    if (includeStacktrace) extensions.stacktrace = error.stack?.split('\n');
    return { ...error.toJSON(), extensions };
  };
  const formatted = errors.map((error) => {
    try {
      return formatError(enrich(error), error);
    } catch (formattingError) {
      if (includeStacktrace) return enrich(formattingError);
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
  return { errors: formatted, status };
}
