import { ACTIVITY_PAGE_SIZE, MESSAGES } from '@portal/schema';
import { useCallback, useEffect, useState } from 'react';
import type { ActivityUnreadEntriesQuery } from '../../gql/graphql';
import { useActivityUnreadEntriesLazyQuery } from '../../gql/hooks';
import type { MarketplaceSelection } from '../marketplace/pick-selection';

export type ActivityEntry = ActivityUnreadEntriesQuery['activityUnreadEntries']['entries'][number];

/** Unread activity, ACTIVITY_PAGE_SIZE (15) per load, pages appended by loadMore (spec 1 §2.7, §9). */
export function useUnreadActivity(selection: MarketplaceSelection, pageSize: number = ACTIVITY_PAGE_SIZE) {
  const [load] = useActivityUnreadEntriesLazyQuery({ fetchPolicy: 'network-only' });
  const [entries, setEntries] = useState<ActivityEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(-1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>();

  const loadPage = useCallback(
    async (next: number) => {
      setLoading(true);
      setError(undefined);
      try {
        const { data, error: failure } = await load({ variables: { ...selection, page: next, pageSize } });
        if (failure || !data) throw failure ?? new Error(MESSAGES.noData);
        const result = data.activityUnreadEntries;
        setEntries((previous) => (next === 0 ? result.entries : [...previous, ...result.entries]));
        setTotal(result.count);
        setPage(next);
      } catch (err) {
        setError(err);
      } finally {
        setLoading(false);
      }
    },
    [load, selection, pageSize],
  );

  useEffect(() => {
    void loadPage(0);
  }, [loadPage]);

  return {
    entries,
    total,
    loading,
    error,
    hasMore: entries.length < total && page >= 0,
    loadMore: () => void loadPage(page + 1),
    retry: () => void loadPage(Math.max(page + 1, 0)),
  };
}
