import { gunzipSync } from 'node:zlib';
import { JobError } from '../../jobs/job-errors.ts';
import { REPORT_TYPES } from '../../modules/seller-data/reports/report-document.ts';
import { ConnectorError } from '../connector-errors.ts';
import { documentsThroughReports } from '../sp-api/report-flow.ts';
import { createSpApiAdapter } from '../sp-api/sp-api-adapter.ts';
import { type SpApiAdapterOptions, spApiCalls } from '../sp-api/sp-api-calls.ts';
import type {
  CatalogItem,
  FeedProcessingStatus,
  ListingsConnector,
  ListingsFeedReport,
  ListingsItem,
  ListingsSearchResults,
  ListingsSubmission,
  SellerAccount,
} from './listings-connector.ts';
import type {
  ProductTypeDefinition,
  ProductTypeSummary,
  SchemaDocument,
} from './product-types/definition.ts';

export type SpApiListingsOptions = SpApiAdapterOptions;

const LISTINGS = '/listings/2021-08-01/items';
const CATALOG = '/catalog/2022-04-01/items';
const DEFINITIONS = '/definitions/2020-09-01/productTypes';
const FEEDS = '/feeds/2021-06-30';
const FEED_CONTENT_TYPE = 'application/json; charset=UTF-8';

/**
 * The listings connector against the real Selling Partner API: Listings Items 2021-08-01, Catalog
 * Items 2022-04-01, Product Type Definitions 2020-09-01, Feeds 2021-06-30 and the All Listings
 * report. Plain HTTP through the shared connector client rather than Amazon's generated SDK: one
 * retry, backoff and Retry-After policy for every outside call, and the LWA token provider we
 * already keep (ADR 0401). Every call passes the seller's throttle bucket first.
 */
export function createSpApiListingsAdapter(options: SpApiListingsOptions): ListingsConnector {
  const { http, endpoint } = options;
  const { headers, limited } = spApiCalls(options);
  const reports = createSpApiAdapter(options);
  const pollMs = options.reportPollMs ?? ((attempt) => Math.min(30_000, 2_000 * attempt));
  const url = (path: string, query: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    return `${endpoint}${path}?${params}`;
  };
  const itemPath = (account: SellerAccount, sku: string) =>
    `${LISTINGS}/${encodeURIComponent(account.sellerId)}/${encodeURIComponent(sku)}`;
  /** A 404 is an answer here (no such item), not a failure. */
  const orNull = async <T>(work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ConnectorError && error.status === 404) return null;
      throw error;
    }
  };
  /** A pre-signed document (no token goes with it), gunzipped when Amazon says so. */
  const download = async (document: { url: string; compressionAlgorithm?: 'GZIP' }, operation: string) => {
    const bytes = await http.bytes(document.url, { operation });
    return (document.compressionAlgorithm === 'GZIP' ? gunzipSync(bytes) : Buffer.from(bytes)).toString(
      'utf8',
    );
  };

  return {
    getListingsItem: (account, sku, includedData = ['summaries', 'attributes', 'issues']) =>
      limited(account, 'listingsItems.getListingsItem', () =>
        orNull(async () =>
          http.json<ListingsItem>(
            url(itemPath(account, sku), {
              marketplaceIds: account.marketplaceId,
              includedData: includedData.join(','),
            }),
            { operation: 'getListingsItem', headers: await headers(account) },
          ),
        ),
      ),
    putListingsItem: (account, sku, body, submission) =>
      limited(account, 'listingsItems.putListingsItem', async () =>
        http.json<ListingsSubmission>(
          url(itemPath(account, sku), { marketplaceIds: account.marketplaceId, mode: submission?.mode }),
          { operation: 'putListingsItem', method: 'put', headers: await headers(account), json: body },
        ),
      ),
    patchListingsItem: (account, sku, body, submission) =>
      limited(account, 'listingsItems.patchListingsItem', async () =>
        http.json<ListingsSubmission>(
          url(itemPath(account, sku), { marketplaceIds: account.marketplaceId, mode: submission?.mode }),
          {
            operation: 'patchListingsItem',
            method: 'patch',
            // Top-level replace/delete patches give the same result when applied twice.
            idempotent: true,
            headers: await headers(account),
            json: body,
          },
        ),
      ),
    deleteListingsItem: (account, sku) =>
      limited(account, 'listingsItems.deleteListingsItem', async () =>
        http.json<ListingsSubmission>(
          url(itemPath(account, sku), { marketplaceIds: account.marketplaceId }),
          {
            operation: 'deleteListingsItem',
            method: 'delete',
            headers: await headers(account),
          },
        ),
      ),
    searchListingsItems: (account, query) =>
      limited(account, 'listingsItems.searchListingsItems', async () =>
        http.json<ListingsSearchResults>(
          url(`${LISTINGS}/${encodeURIComponent(account.sellerId)}`, {
            marketplaceIds: account.marketplaceId,
            identifiers: query.identifiers?.join(','),
            identifiersType: query.identifiersType,
            variationParentSku: query.variationParentSku,
            lastUpdatedAfter: query.lastUpdatedAfter,
            sortBy: query.sortBy,
            sortOrder: query.sortOrder,
            pageSize: query.pageSize === undefined ? undefined : String(query.pageSize),
            pageToken: query.pageToken,
            includedData: query.includedData?.join(','),
          }),
          { operation: 'searchListingsItems', headers: await headers(account) },
        ),
      ),
    getCatalogItem: (account, asin) =>
      limited(account, 'catalogItems.getCatalogItem', () =>
        orNull(async () =>
          http.json<CatalogItem>(
            url(`${CATALOG}/${encodeURIComponent(asin)}`, {
              marketplaceIds: account.marketplaceId,
              includedData: 'attributes,images',
            }),
            { operation: 'getCatalogItem', headers: await headers(account) },
          ),
        ),
      ),
    getDefinitionsProductType: (account, productType, definition) =>
      limited(account, 'definitions.getDefinitionsProductType', () =>
        orNull(async () => {
          const found = await http.json<Omit<ProductTypeDefinition, 'schemaDocument'>>(
            url(`${DEFINITIONS}/${encodeURIComponent(productType)}`, {
              marketplaceIds: account.marketplaceId,
              sellerId: account.sellerId,
              requirements: definition?.requirements ?? 'LISTING',
              locale: definition?.locale ?? 'en_US',
            }),
            { operation: 'getDefinitionsProductType', headers: await headers(account) },
          );
          // The JSON Schema itself sits behind a pre-signed link: fetched without a token.
          const schemaDocument = await http.json<SchemaDocument>(found.schema.link.resource, {
            operation: 'downloadProductTypeSchema',
          });
          return { ...found, schemaDocument };
        }),
      ),
    searchDefinitionsProductTypes: (account, keywords) =>
      limited(account, 'definitions.searchDefinitionsProductTypes', async () => {
        const answer = await http.json<{ productTypes: ProductTypeSummary[] }>(
          url(DEFINITIONS, {
            marketplaceIds: account.marketplaceId,
            keywords: keywords?.trim() || undefined,
          }),
          { operation: 'searchDefinitionsProductTypes', headers: await headers(account) },
        );
        return answer.productTypes;
      }),
    createListingsFeed: async (account, messages) => {
      const document = await limited(account, 'feeds.createFeedDocument', async () =>
        http.json<{ feedDocumentId: string; url: string }>(`${endpoint}${FEEDS}/documents`, {
          operation: 'createFeedDocument',
          method: 'post',
          headers: await headers(account),
          json: { contentType: FEED_CONTENT_TYPE },
        }),
      );
      // The upload goes to the pre-signed URL, with the content type the document was created for.
      await http.text(document.url, {
        operation: 'uploadFeedDocument',
        method: 'put',
        headers: { 'content-type': FEED_CONTENT_TYPE },
        body: JSON.stringify({
          header: { sellerId: account.sellerId, version: '2.0', issueLocale: 'en_US' },
          messages,
        }),
      });
      return limited(account, 'feeds.createFeed', async () =>
        http.json<{ feedId: string }>(`${endpoint}${FEEDS}/feeds`, {
          operation: 'createFeed',
          method: 'post',
          headers: await headers(account),
          json: {
            feedType: 'JSON_LISTINGS_FEED',
            marketplaceIds: [account.marketplaceId],
            inputFeedDocumentId: document.feedDocumentId,
          },
        }),
      );
    },
    getListingsFeed: async (account, feedId) => {
      const feed = await limited(account, 'feeds.getFeed', async () =>
        http.json<{ processingStatus: FeedProcessingStatus; resultFeedDocumentId?: string }>(
          `${endpoint}${FEEDS}/feeds/${encodeURIComponent(feedId)}`,
          { operation: 'getFeed', headers: await headers(account) },
        ),
      );
      if (feed.processingStatus !== 'DONE' || !feed.resultFeedDocumentId)
        return { processingStatus: feed.processingStatus };
      const resultId = feed.resultFeedDocumentId;
      const document = await limited(account, 'feeds.getFeedDocument', async () =>
        http.json<{ url: string; compressionAlgorithm?: 'GZIP' }>(
          `${endpoint}${FEEDS}/documents/${encodeURIComponent(resultId)}`,
          { operation: 'getFeedDocument', headers: await headers(account) },
        ),
      );
      const report = JSON.parse(await download(document, 'downloadFeedResult')) as ListingsFeedReport;
      return { processingStatus: 'DONE', report };
    },
    allListingsReport: async (account) => {
      const request = { ...account, reportType: REPORT_TYPES.merchantListings };
      const wait = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, pollMs(attempt)));
      for await (const document of documentsThroughReports(reports, request, wait)) return document.body;
      // CANCELLED: Amazon's way of saying the seller has no listings.
      throw new JobError('The marketplace has no All Listings report for this seller.');
    },
  };
}
