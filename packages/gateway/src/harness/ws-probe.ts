import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLAnswer } from '../test-kit/graphql-http.ts';

/** A graphql-ws client that resolves `ready` once the server acknowledged the connection. */
export function openWsClient(httpUrl: string, token?: string): { client: Client; ready: Promise<void> } {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    on: { connected: () => markReady() },
  });
  return { client, ready };
}

/**
 * Subscribes and reports the first answer, or 'open' when the stream stayed open without one for
 * `windowMs` (a refusal comes back at once, before any event could).
 */
export async function probeSubscription(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  windowMs: number,
): Promise<GraphQLAnswer | 'open'> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: GraphQLAnswer | 'open') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      dispose();
      resolve(value);
    };
    const timer = setTimeout(() => finish('open'), windowMs);
    const dispose = client.subscribe(
      { query, variables },
      {
        next: (result) => finish(result as GraphQLAnswer),
        // An `error` message carries the GraphQL errors themselves (a refusal before execution);
        // anything else is a transport failure.
        error: (error) =>
          finish(
            Array.isArray(error)
              ? { errors: error as NonNullable<GraphQLAnswer['errors']> }
              : {
                  errors: [
                    { message: String((error as Error)?.message ?? error), extensions: { code: 'WS_ERROR' } },
                  ],
                },
          ),
        complete: () => finish('open'),
      },
    );
  });
}
