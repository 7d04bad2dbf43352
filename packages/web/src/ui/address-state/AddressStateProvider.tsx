import {
  unstable_createAdapterProvider as createAdapterProvider,
  type unstable_UpdateUrlFunction,
} from 'nuqs/adapters/custom';
import { type ReactNode, useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * nuqs over the app's router: reads and writes go through react-router's search params, so the
 * router stays the one source of truth (in the browser and in tests' memory routers alike) and
 * hooks that read the router directly see every change. nuqs's own react-router adapter writes
 * the History API itself and reads `window.location`, which a memory router never changes.
 */
function useRouterAdapter() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Two flushes before the router re-renders must each start from the newest address.
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const updateUrl: unstable_UpdateUrlFunction = useCallback(
    (search, options) => {
      latest.current = new URLSearchParams(search);
      setSearchParams(search, { replace: options.history !== 'push', preventScrollReset: !options.scroll });
    },
    [setSearchParams],
  );
  const getSearchParamsSnapshot = useCallback(() => new URLSearchParams(latest.current), []);
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

const RouterAdapter = createAdapterProvider(useRouterAdapter);

/** Lets screens keep their filter state in the address (inside the router). */
export function AddressStateProvider({ children }: { children: ReactNode }) {
  return <RouterAdapter>{children}</RouterAdapter>;
}
