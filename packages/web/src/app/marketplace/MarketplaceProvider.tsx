import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useAuthorizedMarketplacesQuery } from '../../gql/hooks';
import {
  type AuthorizedMarketplace,
  type MarketplaceSelection,
  pickSelection,
  readSavedSelection,
  saveSelection,
} from './pick-selection';

export interface MarketplaceContextValue {
  entries: readonly AuthorizedMarketplace[];
  selection: MarketplaceSelection | null;
  select: (selection: MarketplaceSelection) => void;
  loading: boolean;
  error?: Error;
  refetch: () => void;
}

const MarketplaceContext = createContext<MarketplaceContextValue | null>(null);

/** Loads the authorized seller/marketplace pairs and keeps the chosen one (spec 1 §4.3). */
export function MarketplaceProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useAuthorizedMarketplacesQuery();
  const [saved, setSaved] = useState(() => readSavedSelection());
  const entries = useMemo(() => data?.authorizedMarketplaces ?? [], [data]);
  const selection = useMemo(() => pickSelection(entries, saved), [entries, saved]);

  const select = useCallback((next: MarketplaceSelection) => {
    saveSelection(next);
    setSaved(next);
  }, []);

  const value = useMemo<MarketplaceContextValue>(
    () => ({ entries, selection, select, loading, error, refetch: () => void refetch() }),
    [entries, selection, select, loading, error, refetch],
  );
  return <MarketplaceContext.Provider value={value}>{children}</MarketplaceContext.Provider>;
}

export function useMarketplaceSelection(): MarketplaceContextValue {
  const value = useContext(MarketplaceContext);
  if (!value) throw new Error('useMarketplaceSelection needs a MarketplaceProvider');
  return value;
}

/**
 * The marketplace chosen in the top bar, or null outside the shell (or before one is chosen):
 * screens that work in any marketplace fall back to the API's default.
 */
export function useSelectedMarketplaceId(): string | null {
  return useContext(MarketplaceContext)?.selection?.marketplaceId ?? null;
}
