import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { LoadingState } from '../ui/states/LoadingState';
import { SessionProvider } from './session/SessionProvider';
import type { SessionManager } from './session/session-manager';
import { loadSignedInApp, SignedInAppPreloadProvider } from './signed-in/load-signed-in-app';
import { SignedOutApp } from './signed-out/SignedOutApp';

const SignedInApp = lazy(async () => ({ default: (await loadSignedInApp()).SignedInApp }));

const preload = () => void loadSignedInApp().catch(() => undefined);

export interface AppProps {
  session: SessionManager;
}

/**
 * The root decides which app a visitor downloads (decision 0260): without a session only the
 * sign-in pages; with one (restored from its cookie, or a fresh login) the signed-in app, a separate
 * chunk holding Apollo Client, the shell and every screen. Once signed in the page stays on the
 * signed-in app: its own routes include the sign-in pages a logout returns to.
 */
export function App({ session }: AppProps) {
  const active = useSyncExternalStore(session.subscribe, session.getSession);
  const [signedIn, setSignedIn] = useState(active !== null);
  if (active !== null && !signedIn) setSignedIn(true);
  return (
    <FluentProvider theme={webLightTheme}>
      <SessionProvider manager={session}>
        <SignedInAppPreloadProvider value={preload}>
          {signedIn ? (
            <Suspense fallback={<LoadingState />}>
              <SignedInApp session={session} />
            </Suspense>
          ) : (
            <SignedOutApp />
          )}
        </SignedInAppPreloadProvider>
      </SessionProvider>
    </FluentProvider>
  );
}
