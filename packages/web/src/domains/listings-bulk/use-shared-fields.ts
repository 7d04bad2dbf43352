import { useApolloClient } from '@apollo/client/react';
import type { ListingFieldDefinition } from '@portal/schema';
import { useEffect, useState } from 'react';
import { ListingProductTypeFieldsDocument } from '../../gql/graphql';

type Seller = { sellerId: string; marketplaceId: string };
interface Shared {
  fields: ListingFieldDefinition[] | null;
  locale: string;
  failed: string | null;
}

/**
 * The attributes every one of several product types has (a CSV may match listings of more than
 * one): each type's field definitions through the same query as the listing editor (cached), kept
 * where all types have the attribute, in the first type's order and words.
 */
export function useSharedFields(seller: Seller, productTypes: readonly string[]) {
  const client = useApolloClient();
  const [shared, setShared] = useState<Shared>({ fields: null, locale: 'en_US', failed: null });
  const key = [...productTypes].sort().join('|');
  const { sellerId, marketplaceId } = seller;
  useEffect(() => {
    const types = key ? key.split('|') : [];
    if (types.length === 0) return;
    let current = true;
    setShared({ fields: null, locale: 'en_US', failed: null });
    Promise.all(
      types.map((productType) =>
        client
          .query({
            query: ListingProductTypeFieldsDocument,
            variables: { sellerId, marketplaceId, productType },
          })
          .then((r) => {
            if (!r.data) throw new Error(productType);
            return r.data.listingProductTypeFields;
          })
          .catch(() => {
            throw new Error(productType);
          }),
      ),
    ).then(
      (answers) => {
        if (!current) return;
        const lists = answers.map((a) => a.listingFieldDefinitions as ListingFieldDefinition[]);
        const [first = [], ...rest] = lists;
        const fields = first.filter((f) => rest.every((list) => list.some((g) => g.name === f.name)));
        setShared({ fields, locale: answers[0]?.locale ?? 'en_US', failed: null });
      },
      (error: Error) => current && setShared({ fields: null, locale: 'en_US', failed: error.message }),
    );
    return () => {
      current = false;
    };
  }, [client, sellerId, marketplaceId, key]);
  return shared;
}
