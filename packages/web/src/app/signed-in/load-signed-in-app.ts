import { createContext, useContext } from 'react';

let loading: Promise<typeof import('./SignedInApp')> | undefined;

/** The signed-in app's chunk, fetched once (the root renders it; the login form preloads it). */
export function loadSignedInApp(): Promise<typeof import('./SignedInApp')> {
  loading ??= import('./SignedInApp');
  return loading;
}

// The entry provides the real preload; views rendered alone (tests) get a no-op and never pull the
// whole app into their module graph.
const PreloadContext = createContext<() => void>(() => undefined);

export const SignedInAppPreloadProvider = PreloadContext.Provider;

/** Starts downloading the signed-in app (e.g. while the server checks a password). */
export function usePreloadSignedInApp(): () => void {
  return useContext(PreloadContext);
}
