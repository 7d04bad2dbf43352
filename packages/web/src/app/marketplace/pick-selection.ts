import type { AuthorizedMarketplacesQuery } from '../../gql/graphql';

export type AuthorizedMarketplace = AuthorizedMarketplacesQuery['authorizedMarketplaces'][number];

/** The selected seller and marketplace pair, as saved in local storage. */
export interface MarketplaceSelection {
  sellerId: string;
  marketplaceId: string;
}

export const SELECTION_STORAGE_KEY = 'portal.sellerMarketplace';

export function readSavedSelection(storage: Storage = window.localStorage): MarketplaceSelection | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SELECTION_STORAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { sellerId, marketplaceId } = parsed as Record<string, unknown>;
    return typeof sellerId === 'string' && typeof marketplaceId === 'string'
      ? { sellerId, marketplaceId }
      : null;
  } catch {
    return null;
  }
}

export function saveSelection(selection: MarketplaceSelection, storage: Storage = window.localStorage): void {
  storage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(selection));
}

/** Spec 1 §4.3: the saved pair when it is still authorized, else the first authorized entry, else none. */
export function pickSelection(
  entries: readonly AuthorizedMarketplace[],
  saved: MarketplaceSelection | null,
): MarketplaceSelection | null {
  const valid = saved
    ? entries.find((e) => e.sellingPartnerId === saved.sellerId && e.marketplaceId === saved.marketplaceId)
    : undefined;
  const chosen = valid ?? entries[0];
  return chosen ? { sellerId: chosen.sellingPartnerId, marketplaceId: chosen.marketplaceId } : null;
}
