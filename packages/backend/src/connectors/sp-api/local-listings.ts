import type {
  ListingsItem,
  ListingsItemPatch,
  ListingsItemPut,
  SellerAccount,
} from './selling-partner-connector.ts';

const nameOf = (attributes: Record<string, unknown[]>): string | undefined => {
  const first = attributes.item_name?.[0] as { value?: unknown } | undefined;
  return typeof first?.value === 'string' ? first.value : undefined;
};

/** What Amazon shows for a listing once a put is processed. */
export function listingFromPut(
  account: SellerAccount,
  sku: string,
  body: ListingsItemPut,
  before: ListingsItem | undefined,
): ListingsItem {
  const now = new Date().toISOString();
  return {
    sku,
    summaries: [
      {
        marketplaceId: account.marketplaceId,
        productType: body.productType,
        itemName: nameOf(body.attributes),
        status: ['DISCOVERABLE'],
        createdDate: before?.summaries[0]?.createdDate ?? now,
        lastUpdatedDate: now,
      },
    ],
    attributes: structuredClone(body.attributes),
    issues: [],
  };
}

/** A patch once processed: top-level attributes replaced, added, merged or deleted. */
export function applyPatches(item: ListingsItem, body: ListingsItemPatch): ListingsItem {
  const attributes = structuredClone(item.attributes);
  for (const patch of body.patches) {
    const name = patch.path.replace(/^\/attributes\//, '');
    if (patch.op === 'delete') delete attributes[name];
    else if (patch.op === 'merge') attributes[name] = [...(attributes[name] ?? []), ...(patch.value ?? [])];
    else attributes[name] = structuredClone(patch.value ?? []);
  }
  const summaries = item.summaries.map((s) => ({
    ...s,
    productType: body.productType,
    itemName: nameOf(attributes),
    lastUpdatedDate: new Date().toISOString(),
  }));
  return { ...item, attributes, summaries };
}
