import type { ExecutionResult } from 'graphql';
import { CSRF_HEADER, readCsrfToken } from '../app/session/session-cookie';

/** What GraphiQL sends: its editor's document, the operation picked, the variables. */
export interface GraphiQLParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

/** How queries are authorised: the signed-in session's access token, or an API key pasted in the page. */
export type Credential = { kind: 'session'; accessToken: string } | { kind: 'key'; key: string };

type Answer = ExecutionResult;

const isUnauthenticated = (answer: Answer) =>
  answer.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') ?? false;

/**
 * GraphiQL's fetcher: POST /graphql on this origin with the credential in force, as any client does
 * (docs/api.md). A session's access token lives 15 minutes: when it is refused, the session is
 * renewed once with the refresh cookie and the operation sent again. A key is never renewed.
 */
export function portalFetcher(credential: () => Credential, renewSession: () => Promise<void>) {
  const send = async (params: GraphiQLParams): Promise<Answer> => {
    const current = credential();
    const csrf = readCsrfToken();
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${current.kind === 'key' ? current.key : current.accessToken}`,
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      },
      body: JSON.stringify(params),
    });
    return (await response.json()) as Answer;
  };
  return async (params: GraphiQLParams): Promise<Answer> => {
    const answer = await send(params);
    if (credential().kind !== 'session' || !isUnauthenticated(answer)) return answer;
    await renewSession();
    return send(params);
  };
}
