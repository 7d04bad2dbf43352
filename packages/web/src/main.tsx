import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { fetchGraphQL } from './app/graphql-call/graphql-call';
import { sessionCalls } from './app/session/session-calls';
import { SessionManager } from './app/session/session-manager';

// The session's refresh and logout go over a plain fetch, so a reload restores the session while the
// signed-in app (and its Apollo client) is still downloading, and the sign-in pages never need it.
const session = new SessionManager(sessionCalls(fetchGraphQL));
session.restore();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);
