import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { EventPayload } from '@portal/schema/rest';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { subscribeToEvent } from '../../realtime/event-subscription.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { ListingsBulkAPI } from './listings-bulk-api.ts';

const resolvers: Resolvers = {
  CsvMatchType: GRAPHQL_ENUM_VALUES.CsvMatchType,
  ListingsExportType: GRAPHQL_ENUM_VALUES.ListingsExportType,
  Query: {
    csvUploads: (_root, seller, { dataSources }) => dataSources.listingsBulk.csvUploads(seller),
    bulkListings: (_root, { skus, attributeNames, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.bulkListings(seller, skus, attributeNames ?? undefined),
    importedListings: (_root, { processId, page, pageSize, mappedAttributes, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.imported(
        seller,
        processId,
        page,
        pageSize,
        (mappedAttributes ?? {}) as Record<string, string>,
      ),
    exportedFiles: (_root, seller, { dataSources }) => dataSources.listingsBulk.exportedFiles(seller),
    variationSelection: (_root, { skus, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.variationSelection(seller, skus),
    variationParents: (_root, { search, productType, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.variationParents(seller, search, productType),
    variationFamily: (_root, { parentSku, selectedSkus, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.variationFamily(seller, parentSku, selectedSkus),
  },
  Mutation: {
    processCsvUpload: (_root, { csvConfigId, selectedType, selectedColumn, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.processCsv(seller, csvConfigId, selectedType, selectedColumn),
    submitBulkUpdate: (_root, { bulkUpdateId, listings, fromCsv, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.submit(seller, bulkUpdateId, listings, fromCsv),
    bulkEditListings: (_root, { listings, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.bulkEdit(seller, listings),
    requestListingsExport: (_root, { exportType, ...seller }, { dataSources }) =>
      dataSources.listingsBulk.requestExport(seller, exportType),
    updateVariationFamily: (
      _root,
      { family, parentSku, productType, skipPreSubmissionValidation, ...seller },
      { dataSources },
    ) =>
      dataSources.listingsBulk.updateVariationFamily(
        seller,
        family,
        parentSku,
        productType,
        skipPreSubmissionValidation,
      ),
  },
  // bulk-update-complete goes to the seller's brand room (and staff): a brand user's socket hears
  // only its own brand's; the seller and marketplace narrow it to the screen's.
  Subscription: {
    bulkUpdateComplete: {
      subscribe: (_root, { sellerId, marketplaceId }, context) =>
        subscribeToEvent(
          context,
          'bulk-update-complete',
          (event) => event.sellerId === sellerId && event.marketplaceId === marketplaceId,
        ),
      resolve: (event: EventPayload<'bulk-update-complete'>) => event,
    },
    csvUploadProcessed: {
      subscribe: (_root, _args, context) => subscribeToEvent(context, 'csv-upload-processed'),
      resolve: (event: EventPayload<'csv-upload-processed'>) => event,
    },
    listingsExportComplete: {
      subscribe: (_root, _args, context) => subscribeToEvent(context, 'export-complete'),
      resolve: (event: EventPayload<'export-complete'>) => ({
        exportId: event.exportId,
        jobId: event.jobId,
        fileName: event.fileName,
        contentType: event.contentType,
        downloadUrl: event.downloadUrl ?? null,
        error: event.error ?? null,
      }),
    },
  },
};

export const listingsBulkModule = defineGatewayModule({
  name: 'listingsBulk',
  resolvers,
  dataSources: { listingsBulk: (config) => new ListingsBulkAPI(config) },
});
