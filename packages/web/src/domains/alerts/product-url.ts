import { marketplaceById } from '@portal/schema';

/**
 * The marketplace's own product page (spec 2 §2): the storefront of the alert's marketplace, the
 * ASIN's detail page, or a search for the SKU when the alert names no ASIN.
 */
export function productUrl(marketplaceId: string, asin: string | null, sku: string | null): string | null {
  const site = marketplaceById(marketplaceId)?.siteUrl;
  if (!site) return null;
  if (asin) return `${site}/dp/${encodeURIComponent(asin)}`;
  return sku ? `${site}/s?k=${encodeURIComponent(sku)}` : null;
}
