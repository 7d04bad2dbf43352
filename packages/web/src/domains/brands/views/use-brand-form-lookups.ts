import { useBrandFormLookupsQuery } from '../../../gql/hooks';
import type { BrandFormLookups } from '../components/BrandFormFields';

/** The selects of the brand form (lookups of spec 1 §7.2). */
export function useBrandFormLookups(): { lookups: BrandFormLookups | null; error: unknown } {
  const { data, error } = useBrandFormLookupsQuery();
  if (!data) return { lookups: null, error };
  return {
    lookups: {
      statuses: data.brandStatuses,
      types: data.brandTypes,
      orderMethods: data.orderMethods,
      agreementTypes: data.agreementTypes,
      staff: data.brandRoleAssignees,
    },
    error,
  };
}
