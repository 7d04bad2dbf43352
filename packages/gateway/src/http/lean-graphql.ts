import type { IncomingMessage } from 'node:http';
import { type ExecutionResult, execute, type GraphQLSchema, getVariableValues } from 'graphql';
import { type ErrorFormatter, formatResultErrors } from '../errors/format-result-errors.ts';
import { analyticsBudgetRefusal } from '../schema/analytics-cost.ts';
import { CompiledQueries } from './compiled-queries.ts';
import { PreparedDocuments } from './prepared-documents.ts';

/** An answer ready for the wire, or null: Apollo's pipeline answers the request instead. */
export interface LeanAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface LeanGraphQLOptions {
  schema: GraphQLSchema;
  formatError: ErrorFormatter;
  includeStacktrace: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/**
 * The Accept headers seen in practice, with the media type Apollo's negotiation picks for each
 * (server.test.ts asserts the same answer from both paths). Any other header goes to Apollo.
 */
const CONTENT_TYPE_BY_ACCEPT = new Map<string | undefined, string>([
  [undefined, JSON_TYPE],
  ['*/*', JSON_TYPE],
  ['application/json', JSON_TYPE],
  ['application/json, text/plain, */*', JSON_TYPE],
  ['application/graphql-response+json', GRAPHQL_RESPONSE_TYPE],
  // Apollo Client 4's default.
  ['application/graphql-response+json,application/json;q=0.9', GRAPHQL_RESPONSE_TYPE],
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}

interface PlainRequest {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

/**
 * The POST body of an ordinary operation: a query text, optional name and variables, extensions
 * without a persisted query. Anything else (APQ, malformed fields) is Apollo's to answer.
 */
function plainRequest(body: unknown): PlainRequest | null {
  if (!isRecord(body) || typeof body.query !== 'string') return null;
  const { operationName, variables, extensions } = body;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && !isRecord(variables)) return null;
  if (extensions != null && (!isRecord(extensions) || 'persistedQuery' in extensions)) return null;
  return {
    query: body.query,
    operationName: operationName ?? undefined,
    variables: variables ?? undefined,
  };
}

/** Only JSON bodies: a browser cannot send one cross-site without a preflight (CSRF rule). */
function isJsonBody(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  return typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
}

/**
 * The lean path for signed-in queries (docs/decisions/0240): the document prepared once (parse,
 * validation, limits), then graphql-js `execute` with the context Apollo would have built. It answers
 * only what it can answer exactly as Apollo does; every other request (mutations, anonymous callers,
 * bad documents or variables, introspection, persisted queries, unusual Accept headers) is left to
 * Apollo, so error shapes and status codes stay Apollo's.
 */
export function leanGraphQL<TContext extends { user: unknown }>(opts: LeanGraphQLOptions) {
  const documents = new PreparedDocuments(opts.schema);
  const compiled = new CompiledQueries(opts.schema);
  return async (
    req: IncomingMessage,
    body: unknown,
    context: () => Promise<TContext>,
  ): Promise<LeanAnswer | null> => {
    const contentType = CONTENT_TYPE_BY_ACCEPT.get(req.headers.accept);
    if (!contentType || !isJsonBody(req)) return null;
    const request = plainRequest(body);
    if (!request) return null;
    const prepared = documents.get(request.query, request.operationName);
    if (!prepared) return null;
    let contextValue: TContext;
    try {
      contextValue = await context();
    } catch {
      return null; // Apollo reports a failed context its own way (the same promise, rejected).
    }
    if (!contextValue.user) return null;
    const variables = request.variables ?? {};
    const coerced = getVariableValues(opts.schema, prepared.operation.variableDefinitions ?? [], variables);
    if (coerced.errors) return null;
    // Over the analytics budget: Apollo answers the refusal (analytics-budget-plugin.ts), in its shape.
    if (analyticsBudgetRefusal(opts.schema, prepared.document, request.operationName, variables)) return null;
    const query = compiled.get(prepared.document, request.operationName);
    const result: ExecutionResult = query
      ? await query.query(undefined, contextValue, variables)
      : await execute({
          schema: opts.schema,
          document: prepared.document,
          operationName: request.operationName,
          variableValues: variables,
          contextValue,
        });
    if (!result.errors?.length) {
      return { status: 200, contentType, body: `${JSON.stringify({ data: result.data })}\n` };
    }
    const { errors, status } = formatResultErrors(result.errors, opts.formatError, opts.includeStacktrace);
    return { status: status ?? 200, contentType, body: `${JSON.stringify({ errors, data: result.data })}\n` };
  };
}
