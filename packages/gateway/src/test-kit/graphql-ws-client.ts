import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLAnswer } from './graphql-http.ts';

/** A graphql-ws client as the web app opens it, against the gateway's /graphql path. */
export function wsClient(httpUrl: string, token?: string): Client {
  return createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
}

/** Subscribes and collects every result into `received` until disposed. */
export function collect<TData>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
): { received: GraphQLAnswer<TData>[]; done: Promise<void>; dispose: () => void } {
  const received: GraphQLAnswer<TData>[] = [];
  let dispose: () => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    dispose = client.subscribe<TData>(
      { query, variables },
      {
        next: (result) => received.push(result as GraphQLAnswer<TData>),
        error: reject,
        complete: resolve,
      },
    );
  });
  return { received, done, dispose };
}
