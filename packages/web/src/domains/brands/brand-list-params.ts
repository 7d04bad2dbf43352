import {
  BRANDS_DEFAULT_SORT,
  BRANDS_PAGE_SIZE,
  BRANDS_SORT_FIELDS,
  FIRST_PAGE,
  PAGE_SIZE_OPTIONS,
} from '@portal/schema';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { parseAsNumberOf, parseAsPage, useAddressState } from '../../ui';

/** The brands grid's view in the address — sort, name filter, page — so a link shows the same grid. */
export const BRAND_LIST_PARAMS = {
  sortField: parseAsStringLiteral(BRANDS_SORT_FIELDS).withDefault(BRANDS_DEFAULT_SORT.sortField),
  sortOrder: parseAsStringLiteral(['asc', 'desc'] as const).withDefault(BRANDS_DEFAULT_SORT.sortOrder),
  /** The brand-name filter, trimmed (what the query sends). */
  search: parseAsString.withDefault(''),
  page: parseAsPage.withDefault(FIRST_PAGE),
  pageSize: parseAsNumberOf(PAGE_SIZE_OPTIONS).withDefault(
    BRANDS_PAGE_SIZE as (typeof PAGE_SIZE_OPTIONS)[number],
  ),
};

export const useBrandListParams = () => useAddressState(BRAND_LIST_PARAMS, { pageKey: 'page' });
