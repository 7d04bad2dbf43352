import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { BrowserRouter } from 'react-router-dom';
import { AddressStateProvider } from '../ui/address-state/AddressStateProvider';
import { ToastProvider } from '../ui/toasts/ToastProvider';
import { AppRoutes } from './AppRoutes';
import { SessionProvider } from './session/SessionProvider';
import type { SessionManager } from './session/session-manager';

export interface AppProps {
  session: SessionManager;
  client: ApolloClient;
}

export function App({ session, client }: AppProps) {
  return (
    <FluentProvider theme={webLightTheme}>
      <SessionProvider manager={session}>
        <ApolloProvider client={client}>
          <ToastProvider>
            {/* Address changes commit at once, not in a transition: a redirect made from an effect (a
                page past the end) was otherwise restarted by Apollo's synchronous loading updates
                and never committed (ADR 0141). */}
            <BrowserRouter useTransitions={false}>
              <AddressStateProvider>
                <AppRoutes />
              </AddressStateProvider>
            </BrowserRouter>
          </ToastProvider>
        </ApolloProvider>
      </SessionProvider>
    </FluentProvider>
  );
}
