/**
 * What a filter whose options come from a query knows about that query. Without it an unloaded
 * list looks like an empty one (a CI run read the list's 'No match' item as a brand).
 */
export type FilterListState = {
  /** The options are still on their way: the open list says so instead of offering nothing. */
  loading?: boolean;
  /** The options could not be loaded: these words stand in the list and under the field. */
  error?: string;
};

/**
 * Words of our own where the spec names no failure for a list (docs/decisions/0632); the lists the
 * spec names ('Unable to get brands', 'Error getting sub brands', …) use its messages.
 */
export const FILTER_LIST_TEXT = {
  loading: 'Loading…',
  accountManagers: 'Unable to get account managers',
  productGroups: 'Unable to get product groups',
} as const;

/** A query's state as a filter reads it; `errorWords` are shown when the query failed. */
export function filterListState(
  query: { loading: boolean; error?: unknown },
  errorWords: string,
): FilterListState {
  return { loading: query.loading, error: query.error ? errorWords : undefined };
}
