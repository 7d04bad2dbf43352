import {
  DEFAULT_LISTING_ARCHIVED_FILTER,
  DEFAULT_LISTING_VARIATION_FILTER,
  DEFAULT_LISTINGS_PAGE_SIZE,
  LISTING_ARCHIVED_FILTERS,
  LISTING_STATUSES,
  LISTING_VARIATION_FILTERS,
} from '@portal/schema';
import { parseAsBoolean } from 'nuqs';
import { parseAsList, parseAsPage, parseAsStringWhere } from '../../ui';

const among =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const SORT_FIELDS = ['sku', 'asin', 'itemName', 'productType', 'status', 'lastUpdatedDate'] as const;

/** The Your Listings filters in the address (spec 3 §3 filter state), so a view is a link. */
export const listingParsers = {
  search: parseAsStringWhere((v): v is string => v.length <= 200).withDefault(''),
  statuses: parseAsList.withDefault([]),
  archived: parseAsStringWhere(among(LISTING_ARCHIVED_FILTERS)).withDefault(DEFAULT_LISTING_ARCHIVED_FILTER),
  variation: parseAsStringWhere(among(LISTING_VARIATION_FILTERS)).withDefault(
    DEFAULT_LISTING_VARIATION_FILTER,
  ),
  atRisk: parseAsBoolean.withDefault(false),
  groupBy: parseAsBoolean.withDefault(false),
  page: parseAsPage.withDefault(0),
  sortBy: parseAsStringWhere(among(SORT_FIELDS)).withDefault('sku'),
  sortDirection: parseAsStringWhere(among(['asc', 'desc'] as const)).withDefault('asc'),
};

export const isListingStatus = among(LISTING_STATUSES);

/** The page size is the user's, kept in this browser as listingsPageSize (spec 3 §9). */
export const LISTINGS_PAGE_SIZE_KEY = 'listingsPageSize';
export const LISTINGS_PAGE_SIZES = [20, 40, 60, 100] as const;

export function readListingsPageSize(storage: Storage = window.localStorage): number {
  const stored = Number(storage.getItem(LISTINGS_PAGE_SIZE_KEY));
  return (LISTINGS_PAGE_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_LISTINGS_PAGE_SIZE;
}
