import { InMemoryCache } from '@apollo/client';

/** The web's cache; the persisted-document manifest is written through it too (scripts/write-persisted-documents.ts). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Each lookup list (statuses, types, order methods, …) numbers its items from 1: an id names
      // an item only within its list, so items are kept inside their list, never merged by id.
      LookupItem: { keyFields: false },
      // A brand is one entity by its code (the grid, detail and edit screens share it).
      Brand: { keyFields: ['brandCode'] },
      // A product detail is one entity by its SKU: a saved Ignore or Sub Brand updates the screen.
      ProductDetail: { keyFields: ['sellerSku'] },
    },
  });
}
