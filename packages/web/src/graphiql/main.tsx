import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchGraphQL } from '../app/graphql-call/graphql-call';
import { RefreshSessionDocument } from '../gql/sign-in/graphql';
import { type Credential, portalFetcher } from './portal-fetcher';
import './graphiql-page.css';

/** A fresh access token from the refresh cookie, or null when the browser is not signed in. */
async function sessionToken(): Promise<string | null> {
  try {
    return (await fetchGraphQL(RefreshSessionDocument, {})).refreshSession.accessToken;
  } catch {
    return null;
  }
}

const keyLabel = (key: string) => `key ${key.split('_').slice(0, 2).join('_')}…`;

/**
 * GraphiQL for partners and scripts' authors (issue 36), served by the gateway at GET /graphql to a
 * signed-in browser. Queries run as the signed-in user, or as an API key pasted here (the key stays
 * in this page's memory, never stored). Nothing is shown until a credential is in force.
 */
function GraphiQLPage() {
  const [credential, setCredential] = useState<Credential | null>(null);
  const [checked, setChecked] = useState(false);
  const [keyDraft, setKeyDraft] = useState('');
  const current = useRef<Credential | null>(null);
  current.current = credential;

  const renewSession = useCallback(async () => {
    const accessToken = await sessionToken();
    if (!accessToken || current.current?.kind !== 'session') return;
    // The ref first: the fetcher sends again at once, before React renders the new state.
    current.current = { kind: 'session', accessToken };
    setCredential(current.current);
  }, []);

  useEffect(() => {
    void sessionToken().then((accessToken) => {
      if (accessToken) setCredential((c) => c ?? { kind: 'session', accessToken });
      setChecked(true);
    });
  }, []);

  const fetcher = useMemo(
    () => portalFetcher(() => current.current ?? { kind: 'key', key: '' }, renewSession),
    [renewSession],
  );
  // A new credential is another caller: GraphiQL introspects again (the schema it may see changes).
  const caller = credential?.kind === 'key' ? credential.key : 'session';

  const applyKey = () => {
    const key = keyDraft.trim();
    if (key) setCredential({ kind: 'key', key });
    setKeyDraft('');
  };
  const switchToSession = async () => {
    const accessToken = await sessionToken();
    setCredential(accessToken ? { kind: 'session', accessToken } : null);
  };

  return (
    <div className="portal-graphiql">
      <header className="portal-graphiql__bar">
        <strong>Portal API</strong>
        <span data-testid="graphiql-caller">
          {credential?.kind === 'key'
            ? `Running as ${keyLabel(credential.key)}`
            : credential
              ? 'Running as you (signed in)'
              : checked
                ? 'Sign in to the portal or paste an API key'
                : 'Checking your session…'}
        </span>
        <form
          className="portal-graphiql__key"
          onSubmit={(event) => {
            event.preventDefault();
            applyKey();
          }}
        >
          <label htmlFor="graphiql-api-key">API key</label>
          <input
            id="graphiql-api-key"
            type="password"
            autoComplete="off"
            value={keyDraft}
            onChange={(event) => setKeyDraft(event.target.value)}
          />
          <button type="submit">Use key</button>
          {credential?.kind === 'key' ? (
            <button type="button" onClick={() => void switchToSession()}>
              Use my session
            </button>
          ) : null}
        </form>
      </header>
      <main className="portal-graphiql__ide">
        {credential ? <GraphiQL key={caller} fetcher={fetcher} /> : null}
      </main>
    </div>
  );
}

const root = document.getElementById('graphiql');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQLPage />
    </StrictMode>,
  );
}
