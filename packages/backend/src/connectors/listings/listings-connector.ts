import type { SellerAccount } from '../../modules/seller-data/connector.ts';
import type {
  DefinitionLocale,
  ProductTypeDefinition,
  ProductTypeSummary,
  Requirements,
} from './product-types/definition.ts';

export type { SellerAccount };

/**
 * The marketplace's listings as the Listings Items API 2021-08-01 and Catalog Items 2022-04-01
 * describe them: only what the portal calls, in Amazon's own words and shapes (shared/research,
 * listings anchors §1, §3, §5). The simulator (default) and the SP-API adapter implement it.
 */

export type IssueSeverity = 'ERROR' | 'WARNING' | 'INFO';
export type EnforcementAction =
  | 'LISTING_SUPPRESSED'
  | 'ATTRIBUTE_SUPPRESSED'
  | 'CATALOG_ITEM_REMOVED'
  | 'SEARCH_SUPPRESSED';

/** Listings Items `Issue`. */
export interface ListingsIssue {
  code: string;
  message: string;
  severity: IssueSeverity;
  categories: string[];
  attributeNames?: string[];
  enforcements?: {
    actions: { action: EnforcementAction }[];
    exemption: { status: 'EXEMPT' | 'EXEMPT_UNTIL_EXPIRY_DATE' | 'NOT_EXEMPT'; expiryDate?: string };
  };
}

export type ListingsItemStatus = 'BUYABLE' | 'DISCOVERABLE';

/** `ItemSummaryByMarketplace`. */
export interface ItemSummary {
  marketplaceId: string;
  asin?: string;
  productType: string;
  conditionType?: string;
  status: ListingsItemStatus[];
  itemName?: string;
  createdDate: string;
  lastUpdatedDate: string;
  mainImage?: { link: string; height: number; width: number };
}

/** `ItemRelationship` of type VARIATION. */
export interface ItemRelationship {
  type: 'VARIATION' | 'PACKAGE_HIERARCHY';
  parentSkus?: string[];
  childSkus?: string[];
  variationTheme?: { attributes: string[]; theme: string };
}

/** Attributes keyed by name, each an array of objects (`{ value, marketplace_id, language_tag }`). */
export type ListingAttributes = Record<string, Record<string, unknown>[]>;

export const INCLUDED_DATA = [
  'summaries',
  'attributes',
  'issues',
  'offers',
  'relationships',
  'productTypes',
] as const;
export type IncludedData = (typeof INCLUDED_DATA)[number];

/** getListingsItem's `Item`: each part present when `includedData` asked for it. */
export interface ListingsItem {
  sku: string;
  summaries?: ItemSummary[];
  attributes?: ListingAttributes;
  issues?: ListingsIssue[];
  offers?: {
    marketplaceId: string;
    offerType: 'B2C' | 'B2B';
    price: { currencyCode: string; amount: string };
  }[];
  relationships?: { marketplaceId: string; relationships: ItemRelationship[] }[];
  productTypes?: { marketplaceId: string; productType: string }[];
}

export interface ListingsItemPutRequest {
  productType: string;
  requirements?: 'LISTING' | 'LISTING_PRODUCT_ONLY' | 'LISTING_OFFER_ONLY';
  attributes: ListingAttributes;
}

export interface PatchOperation {
  op: 'add' | 'replace' | 'merge' | 'delete';
  /** `/attributes/{name}`: only top-level attributes can be patched. */
  path: string;
  value?: Record<string, unknown>[];
}

export interface ListingsItemPatchRequest {
  productType: string;
  patches: PatchOperation[];
}

/** `ListingsItemSubmissionResponse`: a submission is only accepted here, processed later. */
export interface ListingsSubmission {
  sku: string;
  status: 'ACCEPTED' | 'INVALID' | 'VALID';
  submissionId: string;
  issues: ListingsIssue[];
  /** Only with VALIDATION_PREVIEW. */
  identifiers?: { marketplaceId: string; asin?: string }[];
}

export interface SubmissionOptions {
  /** Validate without persisting (answers VALID or INVALID). */
  mode?: 'VALIDATION_PREVIEW';
}

export interface SearchListingsQuery {
  identifiers?: string[];
  identifiersType?: 'SKU' | 'ASIN';
  variationParentSku?: string;
  lastUpdatedAfter?: string;
  sortBy?: 'sku' | 'createdDate' | 'lastUpdatedDate';
  sortOrder?: 'ASC' | 'DESC';
  /** Default 10, at most 20. */
  pageSize?: number;
  pageToken?: string;
  includedData?: IncludedData[];
}

/** `ItemSearchResults`: at most 1000 SKUs can be paged through. */
export interface ListingsSearchResults {
  numberOfResults: number;
  items: ListingsItem[];
  pagination?: { nextToken?: string; previousToken?: string };
}

/** Catalog Items 2022-04-01 `Item`: what the marketplace displays for an ASIN. */
export interface CatalogItem {
  asin: string;
  attributes: ListingAttributes;
  /** Images by variant (MAIN, PT01…PT08, SWCH), as `images[].images[]` of the API. */
  images: {
    marketplaceId: string;
    images: { variant: string; link: string; height: number; width: number }[];
  }[];
}

/** One message of a JSON_LISTINGS_FEED: a PATCH of one SKU (Amazon's listings feed schema 2.0). */
export interface ListingsFeedMessage {
  messageId: number;
  sku: string;
  operationType: 'PATCH';
  productType: string;
  patches: PatchOperation[];
}

/** getFeed's processingStatus. */
export type FeedProcessingStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

/**
 * The processing report of a JSON_LISTINGS_FEED: issues name the message they are about, and a
 * message with an ERROR issue was not applied; every other message was accepted.
 */
export interface ListingsFeedReport {
  header: { sellerId: string; version: '2.0'; feedId: string };
  issues: (ListingsIssue & { messageId: number })[];
  summary: {
    errors: number;
    warnings: number;
    messagesProcessed: number;
    messagesAccepted: number;
    messagesInvalid: number;
  };
}

export interface ListingsConnector {
  /**
   * Sends listings changes as one JSON_LISTINGS_FEED (createFeedDocument, the document's upload,
   * createFeed): at most 25,000 messages and 10 MiB; Amazon allows a few feeds per five minutes.
   */
  createListingsFeed(account: SellerAccount, messages: ListingsFeedMessage[]): Promise<{ feedId: string }>;
  /** getFeed, then (once DONE) getFeedDocument of its resultFeedDocumentId: the processing report. */
  getListingsFeed(
    account: SellerAccount,
    feedId: string,
  ): Promise<{ processingStatus: FeedProcessingStatus; report?: ListingsFeedReport }>;
  getListingsItem(
    account: SellerAccount,
    sku: string,
    includedData?: IncludedData[],
  ): Promise<ListingsItem | null>;
  putListingsItem(
    account: SellerAccount,
    sku: string,
    body: ListingsItemPutRequest,
    options?: SubmissionOptions,
  ): Promise<ListingsSubmission>;
  patchListingsItem(
    account: SellerAccount,
    sku: string,
    body: ListingsItemPatchRequest,
    options?: SubmissionOptions,
  ): Promise<ListingsSubmission>;
  deleteListingsItem(account: SellerAccount, sku: string): Promise<ListingsSubmission>;
  searchListingsItems(account: SellerAccount, query: SearchListingsQuery): Promise<ListingsSearchResults>;
  getCatalogItem(account: SellerAccount, asin: string): Promise<CatalogItem | null>;
  /** Product Type Definitions 2020-09-01 getDefinitionsProductType (null: no such product type). */
  getDefinitionsProductType(
    account: SellerAccount,
    productType: string,
    options?: { locale?: DefinitionLocale; requirements?: Requirements },
  ): Promise<ProductTypeDefinition | null>;
  /** searchDefinitionsProductTypes: the product types of the marketplace, by keywords. */
  searchDefinitionsProductTypes(account: SellerAccount, keywords?: string): Promise<ProductTypeSummary[]>;
  /**
   * The All Listings report (GET_MERCHANT_LISTINGS_ALL_DATA), tab-delimited, through
   * createReport, getReport and getReportDocument.
   */
  allListingsReport(account: SellerAccount): Promise<string>;
}
