import { type inferParserType, type ParserMap, type UrlKeys, useQueryStates } from 'nuqs';
import { useCallback } from 'react';

export interface AddressStateOptions<P extends ParserMap> {
  /** Address names that differ from the state's (`marketplaceId` kept as `marketplace_id`). */
  urlKeys?: Partial<UrlKeys<P>>;
  /**
   * The state key of a zero-based page. Changing any other key drops it (back to the first page),
   * except the keys listed in `keepsPage` (chart metrics, for instance, change no rows).
   */
  pageKey?: keyof P & string;
  keepsPage?: ReadonlyArray<keyof P & string>;
}

/** A partial change; `null` removes the key from the address (its default applies). */
export type AddressStateChange<P extends ParserMap> = { [K in keyof P]?: inferParserType<P>[K] | null };

/**
 * A screen's filter state kept in the address query, typed by its parsers (so a view is shared
 * as a link and restored on reload). Updates replace the history entry, and several updates in
 * one event build on each other.
 */
export function useAddressState<P extends ParserMap>(parsers: P, options: AddressStateOptions<P> = {}) {
  const { urlKeys, pageKey, keepsPage = [] } = options;
  const [state, setState] = useQueryStates(parsers, {
    history: 'replace',
    ...(urlKeys ? { urlKeys: urlKeys as UrlKeys<P> } : {}),
  });
  const update = useCallback(
    (change: AddressStateChange<P>) => {
      const keys = Object.keys(change);
      const dropsPage =
        pageKey !== undefined && keys.some((key) => key !== pageKey && !keepsPage.includes(key));
      return setState({ ...change, ...(dropsPage ? { [pageKey]: null } : {}) } as Parameters<
        typeof setState
      >[0]);
    },
    [setState, pageKey, keepsPage],
  );
  return [state, update] as const;
}
