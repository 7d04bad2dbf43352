import type { MoversWindow } from '@portal/schema';
import { useEffect, useMemo } from 'react';
import { useSelectedMarketplaceId } from '../../../app/marketplace/MarketplaceProvider';
import { useSession } from '../../../app/session/SessionProvider';
import type { MoversWindow as GraphQLWindow } from '../../../gql/graphql';
import { useAsinMoversQuery, useBrandMoversQuery } from '../../../gql/hooks';
import { moversCacheKey, readMovers, writeMovers } from '../movers-cache';

export type MoversKind = 'brand' | 'asin';
export type MoversDirection = 'GAINERS' | 'LOSERS';
export type MoverRow = {
  brandCode?: string | null;
  brandName?: string | null;
  asin?: string | null;
  revenueAmount: number;
};

const GRAPHQL_WINDOW: Record<MoversWindow, GraphQLWindow> = { '1d': 'D1', '7d': 'D7', '30d': 'D30' };

/**
 * One movers list, from local storage when it was fetched today (UTC), else from the API, then
 * stored (spec 2 §4: gainers and losers cached per window until the next UTC day).
 */
export function useCachedMovers(kind: MoversKind, direction: MoversDirection, window: MoversWindow) {
  const userId = useSession()?.user.userId ?? 'anonymous';
  const marketplaceId = useSelectedMarketplaceId();
  // Per marketplace too: its movers are in its own currency.
  const key = moversCacheKey(
    userId,
    `${marketplaceId ?? 'default'}.${kind}-${direction.toLowerCase()}`,
    window,
  );
  const cached = useMemo(() => readMovers<MoverRow>(globalThis.localStorage, key), [key]);
  const variables = { direction, window: GRAPHQL_WINDOW[window], marketplaceId };
  const brands = useBrandMoversQuery({ variables, skip: kind !== 'brand' || cached !== null });
  const asins = useAsinMoversQuery({ variables, skip: kind !== 'asin' || cached !== null });
  const answer = kind === 'brand' ? brands.data?.brandMovers : asins.data?.asinMovers;
  const query = kind === 'brand' ? brands : asins;
  useEffect(() => {
    if (answer && cached === null)
      writeMovers(globalThis.localStorage, key, {
        rows: answer.rows as MoverRow[],
        currency: answer.currency,
        through: answer.through,
      });
  }, [answer, cached, key]);
  return {
    rows: (cached?.rows ?? answer?.rows ?? null) as MoverRow[] | null,
    currency: cached?.currency ?? answer?.currency ?? 'USD',
    through: cached?.through ?? answer?.through ?? null,
    loading: cached === null && query.loading,
    error: cached === null ? query.error : undefined,
    refetch: () => void query.refetch(),
  };
}
