import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Posts one GraphQL operation to the gateway as the web app does (JSON, CSRF preflight header). */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResponse<T>> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return (await res.json()) as GraphQLResponse<T>;
}

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken user { email role brandType } }
}`;

/** Signs in through GraphQL and returns the access token. */
export async function signIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await gql<{ login: { accessToken: string } }>(request, LOGIN, { email, password });
  const token = res.data?.login.accessToken;
  if (!token) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(res.errors)}`);
  return token;
}
