/**
 * Bulk edit, CSV upload and exports (spec 3 §2, §5, §8, §9). The size and heading limits are in
 * listings.ts (CSV_MAX_BYTES, CSV_HEADING_BYTES); the rest of the area's constants are here.
 */

/** How a CSV row finds its listing (spec 3 §5: 'sku' or 'asin'). */
export const CSV_MATCH_TYPES = ['sku', 'asin'] as const;
export type CsvMatchType = (typeof CSV_MATCH_TYPES)[number];

/** Rows parsed and matched per batch: one transaction and one csv-upload-processed event each. */
export const CSV_BATCH_ROWS = 1_000;
/** Accepted upload types (spec 3 §5). */
export const CSV_UPLOAD_EXTENSIONS = ['.csv', '.txt'] as const;
export const CSV_UPLOAD_CONTENT_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel'] as const;

/** Exports of the Exports page (spec 3 §7 request-export). */
export const EXPORT_TYPES = ['listings', 'issues', 'differences'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Where a bulk submission came from (bulk-edit-2's dataSource). */
export const BULK_DATA_SOURCES = ['bulk-edit', 'csv-upload'] as const;
/** A variation family update goes through the same submissions, under its own source. */
export const VARIATION_DATA_SOURCE = 'variation';

/** SKUs one variation family call may name (a family and the listings moved into it). */
export const VARIATION_FAMILY_MAX = 500;
/** update-variation-family's status (spec 3 §3 submission status; PENDING: Amazon has not answered yet). */
export const VARIATION_UPDATE_STATUSES = ['ACCEPTED', 'INVALID', 'PENDING'] as const;
export type VariationUpdateStatus = (typeof VARIATION_UPDATE_STATUSES)[number];

/**
 * The Feeds API's JSON_LISTINGS_FEED limits (shared/research listings anchors §5): at most this
 * many messages and bytes per feed. A bigger submission is split into several feeds.
 */
export const FEED_MAX_MESSAGES = 25_000;
export const FEED_MAX_BYTES = 10 * 1024 * 1024;
/** Listings one bulk-edit-2 call may carry (the bench's 10,000 fit; the body limit follows). */
export const BULK_EDIT_MAX_LISTINGS = 10_000;
export const BULK_EDIT_BODY_LIMIT = '25mb';

/**
 * Bulk edit v1 (the listings page's dialog, spec 3 §5): at least 2 listings; at most a few pages of
 * the listings table, since the answer waits for Amazon's per-SKU outcome.
 */
export const BULK_EDIT_V1_MIN_LISTINGS = 2;
export const BULK_EDIT_V1_MAX_LISTINGS = 500;

/** The bulk tools' messages (spec 3 §5, §8), once. */
export const LISTINGS_BULK_MESSAGES = {
  differentProductTypes: 'Cannot bulk edit listings with different product types.',
  differentProductTypesVariations: 'Cannot manage variations of listings with different product types.',
  bulkEditFailed: 'There were some problems with your changes.',
  bulkLoadFailed: 'Unable to get data from bulk load',
  savingFailed: 'Error while saving the changes',
  bulkUpdated: 'Listings updated in bulk successfully.',
  noMoreListings: 'No more listings to process.',
  bulkEditTooFew: `Select at least ${BULK_EDIT_V1_MIN_LISTINGS} listings to bulk edit.`,
  bulkEditTooMany: `Bulk edit at most ${BULK_EDIT_V1_MAX_LISTINGS} listings at a time.`,
  bulkEditOneSeller: 'Bulk edit listings of one seller and marketplace at a time.',
  bulkEditNoAttribute: 'Choose the attribute to update.',
  bulkEditSlow: 'Sorry, Amazon is taking longer than usual to process this bulk edit, please try later.',
  variationSlow:
    'Sorry, Amazon is taking longer than usual to process this variation family update, please try later.',
  noChanges: 'No changes detected.',
  noFreeListings: 'No free listings selected.',
  noChildren: 'No children selected.',
  variationUpdated: 'The variation family was updated.',
  variationReview:
    'Some listings did not pass validation. Please review and update the following SKUs and try again:',
  loadItemsFailed: 'Unable to load catalog items by SKU.',
  searchBySkuFailed: 'Unable to load search listings by SKU.',
  loadFamilyFailed: 'Unable to load family data for parent SKU.',
  notAParent: (sku: string) => `${sku} is not a parent listing.`,
  parentCannotBeChild: (sku: string) => `${sku} is a parent listing and cannot be a child.`,
  fileTooLarge: 'File size should be less than 350 MB.',
  uploadFailed: 'Could not upload file. Please try again.',
  fileType: 'Only .csv and .txt files can be uploaded.',
  noHeadings: 'The file has no heading line within its first 10240 bytes.',
  csvNotFound: 'No such uploaded file.',
  csvCompleted: (matched: number) => `CSV process completed. Listings matched: ${matched}`,
  noListingsMatched: 'No listings matched',
  csvProcessFailed: 'The file could not be processed. Please try again.',
  exportFailed: (type: string) => `Unable to request export of ${type}. Please try again later.`,
  // The attribute picker and the CSV mapping offer the product type's attributes (ADR 0606).
  attributesNeedListings: 'Select listings to see the attributes of their product type.',
  attributesNeedOneProductType: 'Select listings of one product type to see its attributes.',
  attributesFailed: (productType: string) => `Unable to get the attributes of product type ${productType}.`,
  noAttributesMatch: 'No attributes match your search.',
  bulkValuesInvalid: 'Some listings have values their product type does not accept; nothing was submitted.',
} as const;
