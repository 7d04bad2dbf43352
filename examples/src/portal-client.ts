import type { TypedDocumentString } from './gql/graphql';

/** A GraphQL error as the portal answers it (docs/api.md, Errors). */
export interface PortalError {
  message: string;
  extensions?: { code?: string; retryAfter?: number };
}

export class PortalApiError extends Error {
  constructor(readonly errors: PortalError[]) {
    super(errors.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('; '));
    this.name = 'PortalApiError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One typed operation over HTTP with an API key. A spent budget (TOO_MANY_REQUESTS) is waited out
 * once, for the seconds the portal names; any other error is thrown with its code.
 */
export async function callPortal<TResult, TVariables>(
  portalUrl: string,
  apiKey: string,
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(new URL('/graphql', portalUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    const answer = (await response.json()) as { data?: TResult | null; errors?: PortalError[] };
    const retryAfter = answer.errors?.[0]?.extensions?.retryAfter;
    if (response.status === 429 && retryAfter && attempt === 0) {
      await wait(retryAfter * 1000);
      continue;
    }
    if (answer.errors?.length || !answer.data) throw new PortalApiError(answer.errors ?? []);
    return answer.data;
  }
}
