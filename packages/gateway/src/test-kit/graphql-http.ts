/** A GraphQL answer as the client sees it on the wire. */
export interface GraphQLAnswer<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string } }>;
}

/** POSTs an operation the way the web app does (JSON body, so it passes CSRF prevention). */
export async function postGraphQL<TData = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<TData>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<TData>;
}

/** The first error's code, or 'OK' — reads well in table-driven expectations. */
export function outcome(answer: GraphQLAnswer): string {
  return answer.errors?.[0]?.extensions?.code ?? 'OK';
}
