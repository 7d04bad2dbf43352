import type { LISTING_SECTIONS } from '@portal/schema';
import { routeUrl } from '../../app/navigation/route-url';

export interface ListingKey {
  marketplaceId: string;
  sellerId: string;
  sku: string;
}

/** A listing's edit page, opened at a field group (`#accordion-{group}`) when one is given. */
export const listingEditUrl = (key: ListingKey, group?: (typeof LISTING_SECTIONS)[number]) =>
  `${routeUrl('listingItem', { marketplaceId: key.marketplaceId, sellerId: key.sellerId, sku: key.sku, tabValue: 'edit' })}${group ? `#accordion-${group}` : ''}`;
export const listingActivityUrl = (key: ListingKey) =>
  routeUrl('listingItemActivity', { marketplaceId: key.marketplaceId, sellerId: key.sellerId, sku: key.sku });
