import { z } from 'zod';
import { CSV_MAX_BYTES } from '../constants/listings.ts';
import {
  BULK_DATA_SOURCES,
  BULK_EDIT_MAX_LISTINGS,
  BULK_EDIT_V1_MAX_LISTINGS,
  BULK_EDIT_V1_MIN_LISTINGS,
  CSV_MATCH_TYPES,
  EXPORT_TYPES,
  LISTINGS_BULK_MESSAGES,
  VARIATION_FAMILY_MAX,
  VARIATION_UPDATE_STATUSES,
} from '../constants/listings-bulk.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { listParam, marketplaceIdShape } from '../rest/shapes.ts';

const tag = 'listings-bulk';
const id = (description: string) => z.string().trim().min(1, 'is required').max(200).meta({ description });
const sellerParams = z.object({ sellerId: id('Selling partner id.'), marketplaceId: marketplaceIdShape });
const timestamp = z.iso.datetime({ offset: true });

const attributeName = z.string().regex(/^[a-z0-9_]{1,100}$/, 'must be an attribute name');
/** One attribute's values: an array of objects (Amazon's listing attribute shape). */
const attributeValues = z.array(z.record(z.string(), z.unknown())).max(50);
/** Attributes keyed by name, each an array of objects (Amazon's listing attribute shape). */
const attributesShape = z.record(attributeName, attributeValues);

export const csvUploadShape = z
  .object({
    id: z.string(),
    fileName: z.string(),
    headings: z.array(z.string()),
    sizeBytes: z.number().int(),
    uploadedAt: timestamp,
  })
  .meta({ id: 'CsvUpload' });

export const bulkListingShape = z
  .object({
    seller_sku: z.string(),
    asin: z.string().nullable(),
    productType: z.string(),
    itemName: z.string().nullable(),
    attributes: attributesShape,
  })
  .meta({ id: 'BulkListing' });

export const exportedFileShape = z
  .object({
    jobId: z.string(),
    exportType: z.enum(EXPORT_TYPES),
    status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
    fileName: z.string().nullable(),
    file_url: z.string().nullable().meta({ description: 'A signed link for a few minutes.' }),
    updated_at: timestamp,
  })
  .meta({ id: 'ExportedFile' });

/** spec 3 §3 'Variation family': a parent's children and the free listings beside them. */
const familyMemberShape = z.object({
  sku: z.string().trim().min(1).max(200),
  asin: z.string().nullable(),
  updated: z.boolean().default(false).meta({ description: 'Moved in the dialog: part of the change.' }),
});
export const variationFamilyShape = z
  .object({
    parentSku: z.string().trim().min(1).max(200),
    children: z.array(familyMemberShape).max(VARIATION_FAMILY_MAX),
    nonChildren: z.array(familyMemberShape).max(VARIATION_FAMILY_MAX),
  })
  .meta({ id: 'VariationFamily' });
const skuIssueShape = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.string(),
  attributeNames: z.array(z.string()),
});

/** spec 3 §3 'Bulk edit item (v1)': one attribute of one listing, set to the dialog's value. */
const bulkEditItemShape = z.object({
  seller_sku: z.string().trim().min(1).max(200),
  seller_id: id('Selling partner id.'),
  brand_code: z
    .string()
    .max(100)
    .nullish()
    .meta({ description: 'The listing’s brand as the table shows it; the seller’s brand is what counts.' }),
  marketplace_id: marketplaceIdShape,
  productType: z.string().trim().min(1).max(100),
  updatedValues: attributeValues.meta({ description: 'The attribute’s new values; empty deletes it.' }),
  attributeKeyToUpdate: attributeName,
});

/** Spec 3 §7 'Variations and bulk edit' and 'Upload, export and reports' (the bulk tools). */
export const listingsBulkContract = defineContract({
  uploadCsv: defineRoute({
    method: 'post',
    path: '/amazon-listings/uploadCSV',
    operationId: 'uploadCsv',
    summary: 'Upload a CSV of listing changes (streamed to the file store)',
    description: `multipart/form-data with the file in field \`file\`: .csv or .txt, at most ${CSV_MAX_BYTES / 1024 / 1024} MB. The seller and marketplace are in the query, so access is checked before a byte is stored.`,
    tag,
    access: { permission: 'listings.bulkUpdate' },
    query: z.object({ sellerId: id('Selling partner id.'), marketplaceId: marketplaceIdShape }),
    responses: {
      201: {
        description: 'The stored upload and the headings of its first line.',
        schema: z.object({ csvConfigId: z.string(), fileName: z.string(), headings: z.array(z.string()) }),
      },
    },
    errors: {
      400: 'No file, not a CSV, or no heading line.',
      413: 'File size should be less than 350 MB.',
    },
  }),
  csvFilesUploaded: defineRoute({
    method: 'get',
    path: '/amazon-listings/csv-files-uploaded/{sellerId}/{marketplaceId}',
    operationId: 'csvFilesUploaded',
    summary: 'The CSV files uploaded for a seller and marketplace, newest first',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    params: sellerParams,
    responses: { 200: { description: 'The files.', schema: z.object({ files: z.array(csvUploadShape) }) } },
  }),
  processCsvUpload: defineRoute({
    method: 'post',
    path: '/amazon-listings/process-csv-upload',
    operationId: 'processCsvUpload',
    summary: 'Parse an uploaded CSV in batches and match its rows to listings (a job)',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    body: z.object({
      csvConfigId: z.uuid(),
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      selectedType: z.enum(CSV_MATCH_TYPES),
      selectedColumn: z.string().min(1).max(200),
    }),
    responses: {
      202: {
        description: 'Queued: csv-upload-processed events follow.',
        schema: z.object({ processId: z.string() }),
      },
    },
    errors: { 404: 'No such uploaded file.' },
  }),
  imported: defineRoute({
    method: 'post',
    path: '/amazon-listings/imported',
    operationId: 'importedListings',
    summary: 'A page of the listings a processed CSV matched, with its mapped columns as attributes',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    body: z.object({
      processId: z.uuid(),
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      page: z.number().int().min(0).max(100_000).default(0),
      pageSize: z.number().int().min(1).max(200).default(10),
      mappedAttributes: z
        .record(z.string().max(200), z.string().regex(/^[a-z0-9_]{1,100}$/))
        .default({})
        .meta({ description: 'File column → listing attribute.' }),
    }),
    responses: {
      200: {
        description: 'One page of matched listings and the number in all.',
        schema: z.object({
          listings: z.array(
            bulkListingShape.extend({
              row: z.record(z.string(), z.string()),
              attributesToSubmit: attributesShape,
            }),
          ),
          count: z.number().int(),
          attributeColumns: z.array(z.string()),
        }),
      },
    },
    errors: { 404: 'No such processing.' },
  }),
  bulkLoad: defineRoute({
    method: 'get',
    path: '/amazon-listings/bulk-load',
    operationId: 'bulkLoad',
    summary: 'The chosen listings with their attributes, for the step-2 grid',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    query: z.object({
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      skus: listParam(BULK_EDIT_MAX_LISTINGS, 200),
      attributes: listParam(100, 100).optional().meta({
        description:
          'Only these attributes (the step-2 grid’s columns); all when left out. Repeat or separate with commas.',
      }),
    }),
    responses: {
      200: { description: 'The listings.', schema: z.object({ listings: z.array(bulkListingShape) }) },
    },
  }),
  bulkEdit: defineRoute({
    method: 'post',
    path: '/amazon-listings/bulk-edit',
    operationId: 'bulkEdit',
    summary: 'Set one attribute of several listings (bulk edit v1); waits a while for Amazon’s answer',
    description:
      'The items go through the bulk submission path as one JSON_LISTINGS_FEED. ACCEPTED when Amazon accepted every SKU; INVALID with submissionResponses when the product type’s definition or Amazon refused some (nothing is sent when the definition refuses any); PENDING when Amazon has not answered in time.',
    tag,
    access: { permission: 'listings.bulkEditV1' },
    body: z.object({
      listingsData: z
        .array(bulkEditItemShape)
        .min(BULK_EDIT_V1_MIN_LISTINGS, LISTINGS_BULK_MESSAGES.bulkEditTooFew)
        .max(BULK_EDIT_V1_MAX_LISTINGS, LISTINGS_BULK_MESSAGES.bulkEditTooMany),
    }),
    responses: {
      200: {
        description: 'What became of the change.',
        schema: z.object({
          status: z.enum(VARIATION_UPDATE_STATUSES),
          submissionResponses: z.array(z.object({ sku: z.string(), issues: z.array(skuIssueShape) })),
          message: z.string(),
          bulkUpdateId: z.string().nullable(),
        }),
      },
    },
    errors: {
      400: 'Cannot bulk edit listings with different product types. / Select at least 2 listings to bulk edit.',
      404: 'No such listing.',
    },
  }),
  bulkEdit2: defineRoute({
    method: 'post',
    path: '/amazon-listings/bulk-edit-2',
    operationId: 'bulkEdit2',
    summary: 'Submit many listings’ changes as feeds (a job); bulk-update-complete per SKU follows',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    body: z.object({
      bulkUpdateId: z.uuid(),
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      skipValidation: z.boolean().default(false),
      dataSource: z.enum(BULK_DATA_SOURCES).default('bulk-edit'),
      listingsData: z
        .array(
          z.object({
            seller_sku: z.string().trim().min(1).max(200),
            attributesToSubmit: attributesShape,
            touchedAttributes: z.array(z.string().max(100)).max(100),
          }),
        )
        .min(1)
        .max(BULK_EDIT_MAX_LISTINGS),
    }),
    responses: {
      202: { description: 'Queued.', schema: z.object({ status: z.boolean(), jobId: z.string() }) },
    },
    errors: { 400: 'Cannot bulk edit listings with different product types.' },
  }),
  loadItemsBySku: defineRoute({
    method: 'get',
    path: '/catalog/load-items-by-sku',
    operationId: 'loadItemsBySku',
    summary: 'The selected listings, the parents they could join and the families they are in',
    description:
      'Manage variations: the selected SKUs (one product type), the parent SKUs of their families (or the selected parents), and each family with the selected SKUs in it.',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    query: z.object({
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      skus: listParam(VARIATION_FAMILY_MAX, 200),
    }),
    responses: {
      200: {
        description: 'The parents and families.',
        schema: z.object({
          productType: z.string(),
          parentSkus: z.array(z.string()),
          variationFamiliesWithSkus: z.array(z.object({ parentSku: z.string(), skus: z.array(z.string()) })),
        }),
      },
    },
    errors: {
      400: 'Cannot manage variations of listings with different product types.',
      404: 'No such listing.',
    },
  }),
  searchBySku: defineRoute({
    method: 'get',
    path: '/amazon-listings/search-by-sku',
    operationId: 'searchParentsBySku',
    summary: 'Parent listings of a product type whose SKU contains the search',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    query: z.object({
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      search: z.string().trim().max(200).default(''),
      selectedProductType: z.string().trim().min(1).max(100),
    }),
    responses: {
      200: { description: 'At most 20 parent SKUs.', schema: z.object({ foundSkus: z.array(z.string()) }) },
    },
  }),
  loadFamilyByParentSku: defineRoute({
    method: 'get',
    path: '/catalog/load-family-by-parent-sku',
    operationId: 'loadFamilyByParentSku',
    summary: 'A parent’s variation family: its children, and the selected listings outside it',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    query: z.object({
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      selectedParentSku: z.string().trim().min(1).max(200),
      selectedSkus: listParam(VARIATION_FAMILY_MAX, 200),
    }),
    responses: { 200: { description: 'The family.', schema: variationFamilyShape } },
    errors: { 404: 'No such parent listing.' },
  }),
  updateVariationFamily: defineRoute({
    method: 'post',
    path: '/amazon-listings/update-variation-family',
    operationId: 'updateVariationFamily',
    summary: 'Move listings into or out of a variation family (a feed); waits a while for Amazon’s answer',
    description:
      'The moved SKUs (updated) are sent as one JSON_LISTINGS_FEED through the bulk submission path. ACCEPTED when Amazon accepted every one; INVALID with skusToReview when validation or Amazon refused some; PENDING when Amazon has not answered in time (the rows still change once it accepts).',
    tag,
    access: { permission: 'listings.bulkUpdate' },
    body: z.object({
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      selectedFamily: variationFamilyShape,
      selectedParentSku: z.string().trim().min(1).max(200),
      selectedProductType: z.string().trim().min(1).max(100),
      skipPreSubmissionValidation: z.boolean().default(false),
    }),
    responses: {
      200: {
        description: 'What became of the change.',
        schema: z.object({
          status: z.enum(VARIATION_UPDATE_STATUSES),
          skusToReview: z.array(z.object({ sku: z.string(), issues: z.array(skuIssueShape) })),
          message: z.string(),
          bulkUpdateId: z.string().nullable(),
        }),
      },
    },
    errors: {
      400: 'No changes detected. / Cannot manage variations of listings with different product types.',
      404: 'No such listing.',
    },
  }),
  requestExport: defineRoute({
    method: 'get',
    path: '/amazon-listings/request-export',
    operationId: 'requestExport',
    summary: 'Queue an export of listings, issues or differences; export-complete follows',
    tag,
    access: { permission: 'listings.export' },
    query: z.object({
      marketplace_id: marketplaceIdShape,
      seller_id: id('Selling partner id.'),
      export_type: z.enum(EXPORT_TYPES),
    }),
    responses: {
      202: { description: 'Queued.', schema: z.object({ result: z.boolean(), jobId: z.string() }) },
    },
  }),
  exportedFiles: defineRoute({
    method: 'get',
    path: '/amazon-listings/exported-listings-files/{sellerId}/{marketplaceId}',
    operationId: 'exportedListingsFiles',
    summary: 'The caller’s exports of a seller and marketplace, newest first, with download links',
    tag,
    access: { permission: 'listings.export' },
    params: sellerParams,
    responses: {
      200: { description: 'The files.', schema: z.object({ files: z.array(exportedFileShape) }) },
    },
  }),
});
