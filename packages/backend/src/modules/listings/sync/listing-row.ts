import type {
  CatalogItem,
  ListingsIssue,
  ListingsItem,
} from '../../../connectors/listings/listings-connector.ts';
import { DEPRECATED_THEMES } from '../deprecated-themes.ts';

/** An issue as the portal keeps it: the API's issue with its enforcement actions flattened. */
export interface StoredIssue {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  categories: string[];
  attributeNames: string[];
  enforcements: string[];
}

/** The columns the marketplace decides, for one listing (the portal's own columns stay apart). */
export interface MarketplaceListing {
  seller_id: string;
  marketplace_id: string;
  sku: string;
  brand_code: string;
  asin: string | null;
  item_name: string | null;
  product_type: string;
  status: 'BUYABLE' | 'DISCOVERABLE' | 'ERROR' | 'WARNING';
  marketplace_status: string[];
  archived: boolean;
  attributes: Record<string, unknown[]>;
  issues: StoredIssue[];
  summaries: unknown[];
  displayed: CatalogItem | null;
  main_image_link: string | null;
  parentage_level: string | null;
  parent_sku: string | null;
  child_skus: string[];
  variation_theme: string | null;
  variation_theme_deprecated: boolean;
  count_issues: number;
  error_count: number;
  warning_count: number;
  info_count: number;
  enforcements: string[];
  last_updated_date: string;
}

const storedIssue = (i: ListingsIssue): StoredIssue => ({
  code: i.code,
  message: i.message,
  severity: i.severity,
  categories: i.categories,
  attributeNames: i.attributeNames ?? [],
  enforcements: (i.enforcements?.actions ?? []).map((a) => a.action),
});

/**
 * A listing's place in a family as Amazon reports it: its own parentage_level attribute first,
 * otherwise what its relationships say (children make a parent, a parent makes a child).
 */
export function parentageLevelOf(
  attributes: Record<string, readonly Record<string, unknown>[]>,
  family: { hasChildren: boolean; hasParent: boolean },
): string | null {
  const level = attributes.parentage_level?.[0]?.value;
  if (typeof level === 'string') return level.toUpperCase();
  return family.hasChildren ? 'PARENT' : family.hasParent ? 'CHILD' : null;
}

/** Whether Amazon has retired this variation theme for the product type. */
export const isDeprecatedTheme = (productType: string, theme: string | null): boolean =>
  theme !== null && (DEPRECATED_THEMES[productType] ?? []).includes(theme);

/**
 * The list's status (spec 3 §2 filter): an ERROR or WARNING issue names it, otherwise Amazon's
 * BUYABLE or DISCOVERABLE (docs/decisions/0400). A listing with no status is a closed offer: archived.
 */
export function listingRow(
  key: { sellerId: string; marketplaceId: string; brandCode: string },
  item: ListingsItem,
  displayed: CatalogItem | null,
): MarketplaceListing {
  const summary = item.summaries?.find((s) => s.marketplaceId === key.marketplaceId) ?? item.summaries?.[0];
  const issues = (item.issues ?? []).map(storedIssue);
  const marketplaceStatus = summary?.status ?? [];
  const status = issues.some((i) => i.severity === 'ERROR')
    ? 'ERROR'
    : issues.some((i) => i.severity === 'WARNING')
      ? 'WARNING'
      : marketplaceStatus.includes('BUYABLE')
        ? 'BUYABLE'
        : 'DISCOVERABLE';
  const variation = item.relationships
    ?.find((r) => r.marketplaceId === key.marketplaceId)
    ?.relationships.find((r) => r.type === 'VARIATION');
  const productType = summary?.productType ?? item.productTypes?.[0]?.productType ?? 'PRODUCT';
  const theme = variation?.variationTheme?.theme ?? null;
  return {
    seller_id: key.sellerId,
    marketplace_id: key.marketplaceId,
    sku: item.sku,
    brand_code: key.brandCode,
    asin: summary?.asin ?? null,
    item_name: summary?.itemName ?? null,
    product_type: productType,
    status,
    marketplace_status: [...marketplaceStatus],
    archived: marketplaceStatus.length === 0,
    attributes: item.attributes ?? {},
    issues,
    summaries: item.summaries ?? [],
    displayed,
    main_image_link: summary?.mainImage?.link ?? null,
    parentage_level: parentageLevelOf(item.attributes ?? {}, {
      hasChildren: Boolean(variation?.childSkus?.length),
      hasParent: Boolean(variation?.parentSkus),
    }),
    parent_sku: variation?.parentSkus?.[0] ?? null,
    child_skus: variation?.childSkus ?? [],
    variation_theme: theme,
    variation_theme_deprecated: isDeprecatedTheme(productType, theme),
    count_issues: issues.length,
    error_count: issues.filter((i) => i.severity === 'ERROR').length,
    warning_count: issues.filter((i) => i.severity === 'WARNING').length,
    info_count: issues.filter((i) => i.severity === 'INFO').length,
    enforcements: [...new Set(issues.flatMap((i) => i.enforcements))],
    last_updated_date: summary?.lastUpdatedDate ?? new Date().toISOString(),
  };
}
