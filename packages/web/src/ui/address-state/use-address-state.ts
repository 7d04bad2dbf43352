import { type inferParserType, type ParserMap, parseAsString, type UrlKeys, useQueryStates } from 'nuqs';
import { useCallback, useEffect, useMemo, useState } from 'react';

export interface AddressStateOptions<P extends ParserMap> {
  /** Address names that differ from the state's (`marketplaceId` kept as `marketplace_id`). */
  urlKeys?: Partial<UrlKeys<P>>;
  /**
   * The state key of a zero-based page. Changing any other key drops it (back to the first page),
   * except the keys listed in `keepsPage` (chart metrics, for instance, change no rows).
   */
  pageKey?: keyof P & string;
  keepsPage?: ReadonlyArray<keyof P & string>;
  /**
   * Address keys another hook writes (the date bar's preset, from, to…) whose change also goes back
   * to the first page. Until the page is dropped it reads as the first, so no stale page is fetched.
   */
  pageFollows?: readonly string[];
  /** Keys of `pageFollows` whose first value fills in what was shown, not a change (see below). */
  fillsIn?: readonly string[];
  /** 'push' makes each change a step of the browser's back button (the date bar's periods). */
  history?: 'push' | 'replace';
}

/** A partial change; `null` removes the key from the address (its default applies). */
export type AddressStateChange<P extends ParserMap> = { [K in keyof P]?: inferParserType<P>[K] | null };

const NO_KEYS: readonly string[] = [];

/**
 * A screen's filter state kept in the address query, typed by its parsers (so a view is shared
 * as a link and restored on reload). Updates replace the history entry, and several updates in
 * one event build on each other. Every screen keeps its view this way (issue 29).
 */
export function useAddressState<P extends ParserMap>(parsers: P, options: AddressStateOptions<P> = {}) {
  const {
    urlKeys,
    pageKey,
    keepsPage = [],
    pageFollows = NO_KEYS,
    fillsIn = NO_KEYS,
    history = 'replace',
  } = options;
  const [state, setState] = useQueryStates(parsers, {
    history,
    ...(urlKeys ? { urlKeys: urlKeys as UrlKeys<P> } : {}),
  });
  const update = useCallback(
    (change: AddressStateChange<P>, options?: { history?: 'push' | 'replace' }) => {
      const keys = Object.keys(change);
      const dropsPage =
        pageKey !== undefined && keys.some((key) => key !== pageKey && !keepsPage.includes(key));
      return setState(
        { ...change, ...(dropsPage ? { [pageKey]: null } : {}) } as Parameters<typeof setState>[0],
        options,
      );
    },
    [setState, pageKey, keepsPage],
  );

  // The keys another hook writes: the page was chosen for their values; when they move, it goes.
  const followedParsers = useMemo(
    () => Object.fromEntries(pageFollows.map((key) => [key, parseAsString])),
    [pageFollows],
  );
  const [followed] = useQueryStates(followedParsers);
  const values = pageFollows.map((key) => followed[key] ?? null);
  const signature = JSON.stringify(values);
  const [pagedFor, setPagedFor] = useState(signature);
  // A `fillsIn` key that was absent and now holds a value was written with what the page already
  // showed (the date bar's default period on first load): that moves nothing.
  const before = JSON.parse(pagedFor) as (string | null)[];
  const moved =
    pageKey !== undefined &&
    values.some((value, i) => {
      const was = before[i] ?? null;
      return was !== value && !(was === null && fillsIn.includes(pageFollows[i] as string));
    });
  const filledIn = !moved && pagedFor !== signature;
  useEffect(() => {
    if (filledIn) setPagedFor(signature);
    if (!moved || pageKey === undefined) return;
    setPagedFor(signature);
    void setState({ [pageKey]: null } as Parameters<typeof setState>[0]);
  }, [moved, filledIn, signature, pageKey, setState]);
  const firstPage =
    pageKey === undefined ? null : ((parsers[pageKey] as { defaultValue?: unknown }).defaultValue ?? null);
  const shown = useMemo(
    () => (moved && pageKey !== undefined ? { ...state, [pageKey]: firstPage } : state),
    [moved, pageKey, state, firstPage],
  );
  return [shown as typeof state, update] as const;
}
