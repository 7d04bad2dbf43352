import type { ListingFieldDefinition } from '@portal/schema';
import { useListingProductTypeFieldsQuery } from '../../gql/hooks';

/** A product type's form fields; the JSON is the server's flattened definitions (ADR 0430). */
export function useProductTypeFields(
  seller: { sellerId: string; marketplaceId: string },
  productType: string | null,
) {
  const result = useListingProductTypeFieldsQuery({
    variables: { ...seller, productType: productType ?? '' },
    skip: !productType,
  });
  const answer = result.data?.listingProductTypeFields;
  return {
    ...result,
    fields: (answer?.listingFieldDefinitions ?? null) as ListingFieldDefinition[] | null,
    groups: answer?.propertyGroups ?? [],
    locale: answer?.locale ?? 'en_US',
  };
}
