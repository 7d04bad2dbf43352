import { type Backend, createBackend, DEMO_PASSWORD } from '@portal/backend';
import { afterAll, beforeAll } from 'vitest';
import { createGateway, type Gateway } from '../index.ts';
import { type GraphQLAnswer, postGraphQL } from './graphql-http.ts';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { accessToken }
}`;

/** A demo-seeded backend (in memory) behind a real gateway, as a module test drives them. */
export interface DemoStack {
  backend: Backend;
  backendUrl: string;
  gateway: Gateway;
  /** The gateway's base URL. */
  url: string;
  /** Posts an operation as a demo account, signed in once through the gateway's own login. */
  as<T = Record<string, unknown>>(
    email: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

export async function startDemoStack(): Promise<DemoStack> {
  const backend = await createBackend({
    pgliteDataDir: 'memory://',
    seed: 'demo',
    logger: false,
    publicUrl: 'http://portal.test',
  });
  const backendUrl = await backend.listen(0, '127.0.0.1');
  const gateway = await createGateway({ upstreamUrl: backendUrl, development: false });
  const url = await gateway.listen(0, '127.0.0.1');
  const tokens = new Map<string, string>();

  async function tokenOf(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known) return known;
    const answer = await postGraphQL<{ login: { accessToken: string } }>(url, LOGIN, {
      email,
      password: DEMO_PASSWORD,
    });
    if (!answer.data?.login) throw new Error(`sign-in of ${email} failed`);
    tokens.set(email, answer.data.login.accessToken);
    return answer.data.login.accessToken;
  }

  return {
    backend,
    backendUrl,
    gateway,
    url,
    as: async (email, query, variables = {}) => postGraphQL(url, query, variables, await tokenOf(email)),
    close: async () => {
      await gateway.close();
      await backend.close();
    },
  };
}

/**
 * Starts a demo stack for the enclosing describe block (before its tests, closed after them) and
 * returns `as` over it, plus the stack itself once started.
 */
export function useDemoStack(): { as: DemoStack['as']; stack: () => DemoStack } {
  let started: DemoStack | undefined;
  const stack = () => {
    if (!started) throw new Error('the demo stack starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startDemoStack();
  }, 180_000);
  afterAll(async () => {
    await started?.close();
  });
  return { as: (email, query, variables) => stack().as(email, query, variables), stack };
}
