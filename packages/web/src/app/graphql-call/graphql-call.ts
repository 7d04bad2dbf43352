import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { FALLBACK_ERROR_MESSAGE } from '../error-fallback';
import { CSRF_HEADER, readCsrfToken } from '../session/session-cookie';

/** Same path as the Apollo client's (the gateway serves HTTP and websocket GraphQL there). */
export const GRAPHQL_PATH = '/graphql';

export interface CallOptions {
  /** Extra request headers; an explicit authorization wins (logout sends the closing session's token). */
  headers?: Record<string, string>;
}

/**
 * An operation as its text, typed with its result and variables: the documents of `gql/sign-in`,
 * which codegen writes as strings so that nothing has to print an AST before sending it.
 */
export type OperationText<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

/**
 * Runs one typed operation and resolves with its data, or rejects with a GraphQLCallError carrying
 * the server's errors. The signed-out pages and the session's refresh use this instead of Apollo
 * Client so that their first load does not hold the client (decision 0260).
 */
export type CallGraphQL = <TResult, TVariables>(
  document: OperationText<TResult, TVariables>,
  variables: TVariables,
  options?: CallOptions,
) => Promise<TResult>;

/** The errors a GraphQL answer carried; the message is the first error's, as the screens show it. */
export class GraphQLCallError extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors[0]?.message ?? FALLBACK_ERROR_MESSAGE);
    this.name = 'GraphQLCallError';
  }

  /** The first error's code (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, …), if any. */
  get code(): string | undefined {
    const code = this.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

/** The operation's name, read off its text (each file holds one named operation). */
const operationName = (text: string): string | undefined =>
  /\b(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];

/**
 * POSTs the document as Apollo's HttpLink does, with the same headers as its auth link: the CSRF
 * double-submit header echoing the server's cookie and `apollo-require-preflight` for Apollo Server's
 * CSRF prevention. Cookies travel with same-origin requests (the refresh cookie is path /graphql).
 */
export async function fetchGraphQL<TResult, TVariables>(
  document: OperationText<TResult, TVariables>,
  variables: TVariables,
  options?: CallOptions,
): Promise<TResult> {
  const query = document.toString();
  const csrf = readCsrfToken();
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'apollo-require-preflight': 'true',
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      ...options?.headers,
    },
    body: JSON.stringify({ operationName: operationName(query), query, variables }),
  });
  let body: { data?: unknown; errors?: GraphQLFormattedError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(`Response not successful: Received status code ${response.status}`);
  }
  if (body.errors?.length) throw new GraphQLCallError(body.errors);
  if (!response.ok || body.data == null) {
    throw new Error(`Response not successful: Received status code ${response.status}`);
  }
  return body.data as TResult;
}
