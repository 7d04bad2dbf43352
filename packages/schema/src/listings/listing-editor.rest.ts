import { z } from 'zod';
import { IMAGE_MAX_BYTES, LISTINGS_MESSAGES } from '../constants/listings.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { marketplaceIdShape } from '../rest/shapes.ts';
import type { FieldProperty } from './editor/field-definition.ts';

// The listing editor's calls (spec 3 §7 'Listings': product types, fields, validate, create, update,
// change product type) and the version history beyond the spec (issue 31, docs/decisions/0431).

const id = (description: string) => z.string().trim().min(1, 'is required').max(200).meta({ description });
const sku = z.string().trim().min(1, 'SKU is required.').max(200).meta({ description: 'Seller SKU.' });
const productType = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,80}$/, 'is not a product type')
  .meta({ description: 'Amazon product type, e.g. SHIRT.' });
const attributesShape = z
  .record(z.string().max(100), z.array(z.record(z.string(), z.unknown())).max(100))
  .meta({ description: 'Attributes keyed by name, each an array of objects (Amazon’s shape).' });

const optionShape = z.object({ value: z.string(), label: z.string(), deprecated: z.boolean() });
const fieldTypeShape = z.enum(['string', 'number', 'integer', 'boolean', 'object', 'array']);
export const fieldPropertyShape: z.ZodType<FieldProperty> = z.lazy(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    type: fieldTypeShape,
    selectOptions: z.array(optionShape),
    freeText: z.boolean(),
    editable: z.boolean(),
    hidden: z.boolean(),
    required: z.boolean(),
    maxLength: z.number().int().nullable(),
    minimum: z.number().nullable().optional(),
    maximum: z.number().nullable().optional(),
    properties: z.array(fieldPropertyShape),
    maxItems: z.number().int().nullable(),
  }),
);
export const listingFieldDefinitionShape = z
  .object({
    name: z.string(),
    group: z.string(),
    required: z.boolean(),
    meta: z.object({
      title: z.string(),
      description: z.string(),
      type: fieldTypeShape,
      selectOptions: z.array(optionShape),
      maxUniqueItems: z.number().int(),
      hasSelectOptionsInsideItems: z.boolean(),
    }),
    selectors: z.array(z.string()),
    properties: z.array(fieldPropertyShape),
  })
  .meta({ id: 'ListingFieldDefinition' });

export const validationIssueShape = z
  .object({
    message: z.string(),
    code: z.string(),
    attributeNames: z.array(z.string()),
    fieldName: z.string(),
  })
  .meta({ id: 'ListingValidationIssue' });

const submissionAnswer = z.object({
  status: z.enum(['ACCEPTED', 'INVALID', 'VALID']),
  version: z.number().int().nullable(),
  parentSkuChanged: z.boolean(),
  issuesBySku: z.record(z.string(), z.array(validationIssueShape)),
  validationSubmissionError: z.object({ message: z.string() }).nullable(),
});

const submissionFlags = {
  skipValidation: z
    .boolean()
    .default(false)
    .meta({ description: 'Force update: skip the pre-submission validation.' }),
  skipSpApi: z.boolean().default(false).meta({ description: 'Validate only with the portal’s validator.' }),
  skipSubmission: z
    .boolean()
    .default(false)
    .meta({ description: 'Validate, record nothing, submit nothing.' }),
};

export const listingVersionShape = z
  .object({
    version: z.number().int(),
    kind: z.enum(['create', 'update', 'change-product-type', 'revert']),
    productType: z.string(),
    status: z.string(),
    changedKeys: z.array(z.string()),
    diff: z.array(z.object({ attribute: z.string(), before: z.unknown(), after: z.unknown() })),
    issues: z.array(validationIssueShape),
    revertsVersion: z.number().int().nullable(),
    userEmail: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    reflectingState: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  })
  .meta({ id: 'ListingVersion' });

export const listingEditorContract = defineContract({
  productTypes: defineRoute({
    method: 'get',
    path: '/amazon-listings/product-types/{marketplaceId}',
    operationId: 'listingProductTypes',
    summary: 'The product types of a marketplace, for the new listing page',
    tag: 'listings',
    access: { permission: 'listings.read' },
    params: z.object({ marketplaceId: marketplaceIdShape }),
    query: z.object({
      seller_id: id('Selling partner id.'),
      keywords: z.string().trim().max(100).optional(),
    }),
    responses: {
      200: {
        description: 'Name and display name of each product type.',
        schema: z.object({
          productTypesInMarketplace: z.array(z.object({ name: z.string(), displayName: z.string() })),
        }),
      },
    },
  }),
  productTypeFields: defineRoute({
    method: 'get',
    path: '/amazon-listings/product-type-fields/{productType}/{marketplaceId}',
    operationId: 'listingProductTypeFields',
    summary: 'The form’s field definitions, flattened from the product type definition',
    tag: 'listings',
    access: { permission: 'listings.read' },
    params: z.object({ productType, marketplaceId: marketplaceIdShape }),
    query: z.object({ seller_id: id('Selling partner id.') }),
    responses: {
      200: {
        description: 'Fields per property group, in the definition’s order.',
        schema: z.object({
          listingFieldDefinitions: z.array(listingFieldDefinitionShape),
          propertyGroups: z.array(z.object({ name: z.string(), title: z.string() })),
          locale: z.string(),
        }),
      },
    },
    errors: { 404: 'No such product type in this marketplace.' },
  }),
  validate: defineRoute({
    method: 'post',
    path: '/amazon-listings/validate',
    operationId: 'validateListing',
    summary: 'Validate attributes against the product type definition, as the marketplace would',
    tag: 'listings',
    access: { permission: 'listings.edit' },
    body: z.object({
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      productType,
      sku: sku.optional(),
      attributes: attributesShape,
    }),
    responses: {
      200: {
        description: 'The issues (empty when valid).',
        schema: z.object({
          validationResults: z.object({ issues: z.array(validationIssueShape) }),
          issuesBySku: z.record(z.string(), z.array(validationIssueShape)),
        }),
      },
    },
  }),
  create: defineRoute({
    method: 'post',
    path: '/amazon-listings/create',
    operationId: 'createListing',
    summary: 'Create a listing (validated, then submitted through the job queue)',
    tag: 'listings',
    access: { permission: 'listings.edit' },
    body: z.object({
      sku,
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      productType,
      attributes: attributesShape,
      ...submissionFlags,
    }),
    responses: { 200: { description: 'The outcome.', schema: submissionAnswer } },
  }),
  update: defineRoute({
    method: 'post',
    path: '/amazon-listings/update',
    operationId: 'updateListing',
    summary: 'Update a listing’s changed attributes (validated, then submitted through the job queue)',
    tag: 'listings',
    access: { permission: 'listings.edit' },
    body: z.object({
      sku,
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      productType,
      attributes: attributesShape,
      passedUpdatedAttributeKeys: z.array(z.string().max(100)).max(200),
      version: z.number().int().optional(),
      ...submissionFlags,
    }),
    responses: { 200: { description: 'The outcome.', schema: submissionAnswer } },
    errors: { 404: 'No such listing.', 409: 'The listing changed since this version.' },
  }),
  changeProductType: defineRoute({
    method: 'post',
    path: '/amazon-listings/change-product-type',
    operationId: 'changeListingProductType',
    summary: 'Resubmit a listing under another product type',
    tag: 'listings',
    access: { permission: 'listings.edit' },
    body: z.object({
      sku,
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      asin: z.string().max(20).nullish(),
      productType,
      newProductType: productType,
      attributes: attributesShape,
      version: z.number().int().optional(),
    }),
    responses: {
      200: { description: 'The outcome (VALID: the change was requested).', schema: submissionAnswer },
    },
    errors: { 404: 'No such listing.' },
  }),
  versions: defineRoute({
    method: 'get',
    path: '/amazon-listings/versions',
    operationId: 'listingVersions',
    summary: 'Every version the editor submitted for a listing, newest first',
    tag: 'listings',
    access: { permission: 'listings.read' },
    query: z.object({
      seller_id: id('Selling partner id.'),
      marketplace_id: marketplaceIdShape,
      sku,
    }),
    responses: {
      200: { description: 'Newest first.', schema: z.object({ rows: z.array(listingVersionShape) }) },
    },
  }),
  revert: defineRoute({
    method: 'post',
    path: '/amazon-listings/revert',
    operationId: 'revertListingVersion',
    summary: 'Submit an earlier version’s attributes again, as a new version',
    tag: 'listings',
    access: { permission: 'listings.edit' },
    body: z.object({
      sku,
      sellerId: id('Selling partner id.'),
      marketplaceId: marketplaceIdShape,
      version: z.number().int().min(1),
    }),
    responses: { 200: { description: 'The outcome.', schema: submissionAnswer } },
    errors: { 404: 'No such listing or version.' },
  }),
  uploadImage: defineRoute({
    method: 'put',
    path: '/amazon-listings/uploadImage',
    operationId: 'uploadListingImage',
    summary: 'Upload a listing image (streamed to the file store, decoded and re-encoded)',
    description: `multipart/form-data with the file in field \`image\`: JPG, JPEG or PNG, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB. The seller and marketplace are in the query, so access is checked before a byte is stored. The answer is the image's \`media_location\`.`,
    tag: 'listings',
    access: { permission: 'listings.edit' },
    query: z.object({ sellerId: id('Selling partner id.'), marketplaceId: marketplaceIdShape }),
    responses: {
      201: {
        description: 'The stored image: its public URL, the value of an image slot’s media_location.',
        schema: z.object({ media_location: z.string() }),
      },
    },
    errors: { 400: 'No file, or not a JPG or PNG image.', 413: LISTINGS_MESSAGES.imageTooLarge },
  }),
  image: defineRoute({
    method: 'get',
    path: '/listing-images/{name}',
    operationId: 'listingImage',
    summary: 'A listing image the editor uploaded (its media_location)',
    tag: 'listings',
    // The marketplace fetches media_location without credentials, and the image is shown on the
    // product page: the unguessable name is all there is (docs/decisions/0530).
    access: { public: true },
    params: z.object({
      name: z
        .string()
        .max(60)
        .meta({ description: 'The stored image’s id and extension, e.g. `<uuid>.jpg`.' }),
    }),
    responses: { 200: { description: 'The image.', contentType: 'image/*' } },
    errors: { 404: 'No such image.' },
  }),
});
