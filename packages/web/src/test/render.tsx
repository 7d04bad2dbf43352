import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { apolloCall } from '../app/apollo/apollo-call';
import { connectSession } from '../app/apollo/connect-session';
import { createApolloClient } from '../app/apollo/create-apollo-client';
import { GraphQLCallProvider } from '../app/graphql-call/GraphQLCallProvider';
import { SessionProvider } from '../app/session/SessionProvider';
import { sessionCalls } from '../app/session/session-calls';
import { SessionManager } from '../app/session/session-manager';
import type { StoredSession } from '../app/session/session-types';
import { AddressStateProvider, ToastProvider } from '../ui';
import { createMockLink, type MockResolver } from './mock-link';
import { type MockResolvers, schemaMock } from './schema-mock';

export interface RenderAppOptions {
  /** Typed answers executed against the real SDL (preferred). */
  mocks?: MockResolvers;
  /** A raw answer per operation, for transport-level cases (errors, delays, subscriptions). */
  resolve?: MockResolver;
  session?: StoredSession & { accessToken: string };
  route?: string;
}

/** Renders with the real session manager and Apollo client over a mock transport. */
export function renderWithApp(
  ui: ReactElement,
  { mocks, resolve = () => ({ data: null }), session, route = '/' }: RenderAppOptions = {},
) {
  const manager = new SessionManager();
  const { link, calls } = createMockLink(mocks ? schemaMock(mocks) : resolve);
  const client = createApolloClient({ session: manager, terminatingLink: link });
  // The sign-in pages and the session's own calls use a small fetch in the app; here they run
  // through the same mocked transport as Apollo's operations.
  const call = apolloCall(client);
  manager.configure(sessionCalls(call));
  connectSession(manager, client);
  if (session) manager.start(session);
  const utils = render(
    <FluentProvider theme={webLightTheme}>
      <SessionProvider manager={manager}>
        <ApolloProvider client={client}>
          <GraphQLCallProvider call={call}>
            <ToastProvider>
              {/* As the app's router: address changes commit at once (ADR 0141). */}
              <MemoryRouter initialEntries={[route]} useTransitions={false}>
                <AddressStateProvider>{ui}</AddressStateProvider>
              </MemoryRouter>
            </ToastProvider>
          </GraphQLCallProvider>
        </ApolloProvider>
      </SessionProvider>
    </FluentProvider>,
  );
  return { ...utils, manager, client, calls };
}
