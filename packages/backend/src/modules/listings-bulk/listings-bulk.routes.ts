import type { listingsBulkContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import { bulkEditV1 } from './bulk-edit-v1.service.ts';
import { uploadCsv } from './csv-upload.ts';
import * as bulk from './listings-bulk.service.ts';
import * as variations from './variations.service.ts';

/** Spec 3 §7 bulk tools (contract: packages/schema/src/listings-bulk/listings-bulk.rest.ts). */
export const listingsBulkHandlers = (ctx: AppContext): ContractHandlers<typeof listingsBulkContract> => ({
  uploadCsv: ({ principal, query, req }) => uploadCsv(ctx, principal, query, req),
  csvFilesUploaded: ({ principal, params }) => bulk.csvFilesUploaded(ctx, principal, params),
  processCsvUpload: ({ principal, body }) => bulk.processCsvUpload(ctx, principal, body),
  imported: ({ principal, body }) => bulk.importedListings(ctx, principal, body),
  bulkLoad: ({ principal, query }) => bulk.bulkLoad(ctx, principal, query),
  bulkEdit: ({ principal, body }) => bulkEditV1(ctx, principal, body),
  bulkEdit2: ({ principal, body }) => bulk.bulkEdit2(ctx, principal, body),
  loadItemsBySku: ({ principal, query }) => variations.loadItemsBySku(ctx, principal, query),
  searchBySku: ({ principal, query }) => variations.searchParentsBySku(ctx, principal, query),
  loadFamilyByParentSku: ({ principal, query }) => variations.loadFamilyByParentSku(ctx, principal, query),
  updateVariationFamily: ({ principal, body }) => variations.updateVariationFamily(ctx, principal, body),
  requestExport: ({ principal, query }) => bulk.requestExport(ctx, principal, query),
  exportedFiles: ({ principal, params }) => bulk.exportedFiles(ctx, principal, params),
});
