import { z } from 'zod';
import { parseJsonDocument } from './json-document.ts';

// Our model of a Catalog Items API answer (searchCatalogItems, 2022-04-01, includedData
// summaries, relationships): what listings lack — brand, product group and parent ASIN. (The
// FNSKU of Amazon-fulfilled items comes with the FBA inventory report.)

export const catalogItemsModel = z.looseObject({
  numberOfResults: z.number().int().nonnegative(),
  items: z.array(
    z.looseObject({
      asin: z.string().regex(/^[A-Z0-9]{10}$/),
      summaries: z
        .array(
          z.looseObject({
            marketplaceId: z.string().min(1),
            brand: z.string().optional(),
            itemName: z.string().optional(),
            websiteDisplayGroupName: z.string().optional(),
          }),
        )
        .default([]),
      relationships: z
        .array(
          z.looseObject({
            marketplaceId: z.string().min(1),
            relationships: z.array(
              z.looseObject({ type: z.string(), parentAsins: z.array(z.string()).optional() }),
            ),
          }),
        )
        .default([]),
    }),
  ),
});

export interface CatalogFact {
  asin: string;
  brand: string | null;
  productGroup: string | null;
  parentAsin: string | null;
}

export function readCatalogItems(documentId: string, body: string, marketplaceId: string): CatalogFact[] {
  const answer = parseJsonDocument(documentId, body, catalogItemsModel);
  return answer.items.map((item) => {
    const summary = item.summaries.find((s) => s.marketplaceId === marketplaceId);
    const variation = item.relationships
      .find((r) => r.marketplaceId === marketplaceId)
      ?.relationships.find((r) => r.type === 'VARIATION');
    return {
      asin: item.asin,
      brand: summary?.brand ?? null,
      productGroup: summary?.websiteDisplayGroupName ?? null,
      parentAsin: variation?.parentAsins?.[0] ?? null,
    };
  });
}
