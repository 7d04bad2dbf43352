import { COMMISSIONS_GROUP_BY } from '@portal/schema';
import { parseAsStringLiteral } from 'nuqs';
import { parseAsList, parseAsPage, useAddressState } from '../../ui';

/** /commissions's view besides the dates (useDateRangeParams keeps those), kept in the address. */
export const COMMISSION_PARAMS = {
  // Spec 2 §9: grouped by brand unless chosen otherwise.
  groupBy: parseAsStringLiteral(COMMISSIONS_GROUP_BY).withDefault('brand'),
  filterBrands: parseAsList.withDefault([]),
  filterCategories: parseAsList.withDefault([]),
  page: parseAsPage.withDefault(0),
};

export const useCommissionParams = () => useAddressState(COMMISSION_PARAMS, { pageKey: 'page' });
export type CommissionParams = ReturnType<typeof useCommissionParams>[0];
export type UpdateCommissionParams = ReturnType<typeof useCommissionParams>[1];
