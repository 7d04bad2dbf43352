import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { AddressStateProvider } from '../../ui/address-state/AddressStateProvider';
import { ToastProvider } from '../../ui/toasts/ToastProvider';
import { AppRoutes } from '../AppRoutes';
import { connectSession } from '../apollo/connect-session';
import { createApolloClient } from '../apollo/create-apollo-client';
import type { SessionManager } from '../session/session-manager';

// One client per page: it survives a logout and the next sign-in (its store is cleared on logout).
const clients = new WeakMap<SessionManager, ApolloClient>();

function clientFor(session: SessionManager): ApolloClient {
  let client = clients.get(session);
  if (!client) {
    client = createApolloClient({ session });
    connectSession(session, client);
    clients.set(session, client);
  }
  return client;
}

export interface SignedInAppProps {
  session: SessionManager;
}

/** The portal behind sign-in: Apollo Client, toasts, address state and every route of the table. */
export function SignedInApp({ session }: SignedInAppProps) {
  return (
    <ApolloProvider client={clientFor(session)}>
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
  );
}
