import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from '@portal/schema';
import { createClient } from 'graphql-ws';
import { GRAPHQL_PATH } from '../graphql-call/graphql-call';
import { readCsrfToken } from '../session/session-cookie';
import type { SessionManager } from '../session/session-manager';
import { createCache } from './apollo-cache';
import { createPersistedDocumentsLink } from './persisted-documents-link';
import { createAuthLink, createSessionErrorLink } from './session-links';

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

function createWsLink(session: SessionManager): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: wsUrl(),
      lazy: true,
      // Read at connect time, so a reconnect after a token refresh sends the new token.
      connectionParams: async () => {
        const token = await session.accessToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      // Spec 1 §4.6: up to 5 reconnect attempts, 1 second apart.
      retryAttempts: SOCKET_RECONNECT_ATTEMPTS,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, SOCKET_RECONNECT_DELAY_MS)),
    }),
  );
}

export interface CreateApolloClientOptions {
  session: SessionManager;
  /** Replaces HTTP and websocket transport (tests pass a mock link). */
  terminatingLink?: ApolloLink;
}

/** The one Apollo client: session headers, the session-expired flow, HTTP or websocket by operation. */
export function createApolloClient({ session, terminatingLink }: CreateApolloClientOptions): ApolloClient {
  const transport =
    terminatingLink ??
    ApolloLink.split(
      ({ query }) => {
        const def = getMainDefinition(query);
        return def.kind === 'OperationDefinition' && def.operation === 'subscription';
      },
      createWsLink(session),
      createPersistedDocumentsLink().concat(new HttpLink({ uri: GRAPHQL_PATH })),
    );
  return new ApolloClient({
    link: ApolloLink.from([
      createSessionErrorLink(() => session.expire()),
      createAuthLink(() => session.accessToken(), readCsrfToken),
      transport,
    ]),
    cache: createCache(),
  });
}
