import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { connectSession } from './app/apollo/connect-session';
import { createApolloClient } from './app/apollo/create-apollo-client';
import { SessionManager } from './app/session/session-manager';

// Session first (the links read its token), then the client, then the session's server calls.
const session = new SessionManager();
const client = createApolloClient({ session });
connectSession(session, client);
session.restore();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App session={session} client={client} />
  </StrictMode>,
);
