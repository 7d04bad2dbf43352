import { z } from 'zod';
import { noteTooLongMessage } from '../constants/note-html.ts';
import { SELLER_CENTRAL_CREDENTIAL_LIMITS } from '../constants/seller-central-credentials.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import {
  codeList,
  gridQuery,
  nullableString,
  optionalText,
  pageShape,
  pagingQuery,
  sortOrderShape,
} from '../rest/shapes.ts';
import {
  BRAND_IMAGE_MAX_BYTES,
  BRANDS_FILTER_FIELDS,
  BRANDS_SORT_FIELDS,
  SUB_BRAND_NAME_MAX_LENGTH,
} from './brand-fields.ts';
import {
  brandCodeShape,
  brandInputShape,
  brandPatchShape,
  brandShape,
  customAttributeNameShape,
  customAttributeValueShape,
} from './brand-shapes.ts';

const params = z.object({ brandCode: brandCodeShape });
const tag = 'brands';

/** A sub brand as the sub-brand editor reads and saves it. */
const subBrandShape = z.object({ brand_code: z.string(), name: z.string(), parent_brand_code: z.string() });
/** The sub-brand editor's body: the brand name (spec 2 §5 'Name is required'), refused when too long in the form's words. */
const subBrandBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(SUB_BRAND_NAME_MAX_LENGTH, noteTooLongMessage('The name', SUB_BRAND_NAME_MAX_LENGTH)),
});

const stripeBrandShape = z.object({
  brand_code: z.string(),
  name: z.string(),
  stripe_subscription_status: nullableString,
  stripe_subscription_id: nullableString,
  stripe_customer_ids: z.array(z.string()),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()).meta({ description: 'The raw subscription record.' }),
});

/** PUT brands/{code}/logo and /product-image: multipart with one image file in `field` (spec 3 §7). */
const imageRoute = <const P extends string, const O extends string, const F extends string>(
  segment: P,
  operationId: O,
  field: F,
) =>
  defineRoute({
    method: 'put',
    path: `/brands/{brandCode}/${segment}`,
    operationId,
    summary: `Upload the brand's ${segment.replace('-', ' ')}`,
    description: `multipart/form-data with the file in field \`${field}\`: PNG, JPEG, WebP or GIF, at most ${BRAND_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
    tag,
    access: { permission: 'brands.update' },
    params,
    responses: {
      200: { description: 'A signed link to the stored image.', schema: z.object({ url: z.string() }) },
    },
    errors: {
      400: 'No image, or not one of the image types.',
      404: 'Brand not found.',
      413: 'The image is too large.',
    },
  });

/** Brands (spec 2 §7 'Brands, ASINs, watchlists', spec 3 §7 'Brand edit'). Fixed paths before `{brandCode}`. */
export const brandsContract = defineContract({
  list: defineRoute({
    method: 'get',
    path: '/brands',
    operationId: 'brands',
    summary: 'One page of the brands grid (rows carry their custom attributes)',
    tag,
    access: { permission: 'brands.view' },
    query: z.object(
      gridQuery({ sortFields: BRANDS_SORT_FIELDS, filterFields: BRANDS_FILTER_FIELDS, maxPageSize: 200 }),
    ),
    responses: { 200: { description: 'Scoped to the caller.', schema: pageShape(brandShape) } },
  }),
  subBrands: defineRoute({
    method: 'get',
    path: '/brands/sub-brands',
    operationId: 'subBrands',
    summary: 'The sub brands of the given brands',
    tag,
    access: { permission: 'brands.read' },
    query: z.object({ brandCodes: codeList(200).optional() }),
    responses: {
      200: {
        description: 'Only brands the caller may see.',
        schema: z.array(subBrandShape),
      },
    },
  }),
  createSubBrand: defineRoute({
    method: 'post',
    path: '/brands/{brandCode}/sub-brands',
    operationId: 'createSubBrand',
    summary: 'Create a sub brand of the brand (spec 2 §2 Create sub brand; path not in the spec)',
    tag,
    access: { permission: 'subBrands.create' },
    params,
    body: subBrandBody,
    responses: { 201: { description: 'The new sub brand.', schema: subBrandShape } },
    errors: { 400: 'Name is required; the name must be at most 200 characters.', 404: 'Brand not found.' },
  }),
  updateSubBrand: defineRoute({
    method: 'put',
    path: '/brands/{brandCode}/sub-brands/{id}',
    operationId: 'updateSubBrand',
    summary: 'Save a sub brand of the brand (spec 3 §7 PUT brands/{brand_code}/sub-brands/{id})',
    tag,
    access: { permission: 'subBrands.update' },
    params: z.object({ brandCode: brandCodeShape, id: brandCodeShape }),
    body: subBrandBody,
    responses: { 200: { description: 'The saved sub brand.', schema: subBrandShape } },
    errors: { 400: 'Name is required.', 404: 'Sub brand not found.' },
  }),
  overviewData: defineRoute({
    method: 'get',
    path: '/brands/overview-data',
    operationId: 'brandsOverviewData',
    summary: 'Brand counts by status, type and account manager (the brands overview)',
    tag,
    access: { permission: 'brands.view' },
    responses: {
      200: {
        description: 'Keyed by row.',
        schema: z.record(
          z.string(),
          z.object({
            by: z.string(),
            tag: z.string(),
            active: z.number().int(),
            total: z.number().int(),
            percentage: z.number(),
          }),
        ),
      },
    },
  }),
  stripe: defineRoute({
    method: 'get',
    path: '/brands/stripe/get',
    operationId: 'stripeBrands',
    summary: 'Brands with a subscription record (admin)',
    tag,
    access: { permission: 'stripeBrands.view' },
    query: z.object({
      ...pagingQuery(200),
      sortBy: z.enum(['created_at', 'brand_code', 'name', 'stripe_subscription_status']).optional(),
      sortDirection: sortOrderShape.optional(),
      filterField: z
        .enum(['brand_code', 'name', 'stripe_subscription_status', 'stripe_subscription_id'])
        .optional(),
      filterOperator: z.enum(['contains', 'equals', 'startsWith', 'endsWith']).optional(),
      filterValue: optionalText(200),
    }),
    responses: { 200: { description: 'One page.', schema: pageShape(stripeBrandShape) } },
  }),
  watch: defineRoute({
    method: 'post',
    path: '/brands/watchlist/watch/{brandCode}',
    operationId: 'watchBrand',
    summary: 'Add the brand to the caller’s watchlist',
    tag,
    access: { permission: 'brands.read' },
    params,
    responses: { 200: { description: 'Watched.', schema: z.object({ watched: z.boolean() }) } },
    errors: { 404: 'Brand not found.' },
  }),
  unwatch: defineRoute({
    method: 'post',
    path: '/brands/watchlist/unwatch/{brandCode}',
    operationId: 'unwatchBrand',
    summary: 'Remove the brand from the caller’s watchlist',
    tag,
    access: { permission: 'brands.read' },
    params,
    responses: { 200: { description: 'Not watched.', schema: z.object({ watched: z.boolean() }) } },
    errors: { 404: 'Brand not found.' },
  }),
  create: defineRoute({
    method: 'post',
    path: '/brands',
    operationId: 'createBrand',
    summary: 'Create a brand (the create form; path not in the spec, see docs/decisions)',
    tag,
    access: { permission: 'brands.create' },
    body: brandInputShape.extend({
      advertising_profiles: z.array(z.record(z.string(), z.unknown())).max(100).optional(),
    }),
    responses: { 201: { description: 'The new brand.', schema: brandShape } },
    errors: { 409: 'The brand code is taken.' },
  }),
  get: defineRoute({
    method: 'get',
    path: '/brands/{brandCode}',
    operationId: 'brand',
    summary: 'One brand',
    tag,
    access: { permission: 'brands.read' },
    params,
    responses: { 200: { description: 'The brand.', schema: brandShape } },
    errors: { 404: 'Brand not found.' },
  }),
  patch: defineRoute({
    method: 'patch',
    path: '/brands/{brandCode}',
    operationId: 'patchBrand',
    summary: 'Change one field of a brand (the grid’s inline edit)',
    tag,
    access: { permission: 'brands.update' },
    params,
    body: brandPatchShape,
    responses: { 200: { description: 'The brand after the change.', schema: brandShape } },
    errors: { 404: 'Brand not found.' },
  }),
  put: defineRoute({
    method: 'put',
    path: '/brands/{brandCode}',
    operationId: 'updateBrand',
    summary: 'Save the whole brand (without logo, product_image, advertising_profiles)',
    tag,
    access: { permission: 'brands.update' },
    params,
    body: brandInputShape,
    responses: { 200: { description: 'The saved brand.', schema: brandShape } },
    errors: { 404: 'Brand not found.' },
  }),
  sellerCentralCredentials: defineRoute({
    method: 'put',
    path: '/brands/{brandCode}/seller-central-credentials',
    operationId: 'saveSellerCentralCredentials',
    summary: 'Store the seller central credentials, encrypted (never answered back)',
    tag,
    access: { permission: 'sellerCentral.manage' },
    params,
    body: z.object({
      email: z.email().max(SELLER_CENTRAL_CREDENTIAL_LIMITS.email),
      password: z.string().min(1).max(SELLER_CENTRAL_CREDENTIAL_LIMITS.password),
      merchant_id: z
        .string()
        .regex(/^[A-Za-z0-9]{1,40}$/, 'must be a merchant id')
        .optional(),
      two_step_verification_token: z
        .string()
        .regex(/^[A-Za-z0-9 ]{1,200}$/, 'must be the authenticator key (letters, digits, spaces)')
        .optional(),
    }),
    responses: {
      200: { description: 'Stored.', schema: z.object({ has_seller_central_credentials: z.boolean() }) },
    },
    errors: { 404: 'Brand not found.' },
  }),
  sellerCentralDirectedIds: defineRoute({
    method: 'put',
    path: '/brands/{brandCode}/seller-central-directed-ids',
    operationId: 'saveSellerCentralDirectedIds',
    summary: 'Replace the brand’s Seller Central directed IDs, one per marketplace',
    tag,
    access: { permission: 'sellerCentral.manage' },
    params,
    body: z.object({
      directedIds: z
        .array(
          z.object({
            marketplace_id: z.string().regex(/^[A-Z0-9]{8,20}$/, 'must be a marketplace id'),
            directed_id: z.string().trim().min(1).max(200),
          }),
        )
        .max(30)
        .refine((rows) => new Set(rows.map((r) => r.marketplace_id)).size === rows.length, {
          message: 'A marketplace can be chosen only once',
        }),
    }),
    responses: { 200: { description: 'Stored.', schema: z.object({ ok: z.boolean() }) } },
    errors: { 404: 'Brand not found.' },
  }),
  logo: imageRoute('logo', 'uploadBrandLogo', 'logo'),
  productImage: imageRoute('product-image', 'uploadBrandProductImage', 'product_image'),
  customAttributesBulk: defineRoute({
    method: 'put',
    path: '/brand-custom-attribute/bulk',
    operationId: 'bulkBrandCustomAttributes',
    summary: 'Set custom attribute values on many brands at once (all or nothing)',
    tag,
    access: { permission: 'brands.update' },
    body: z
      .array(
        z.object({
          brand_code: brandCodeShape,
          name: customAttributeNameShape,
          value: customAttributeValueShape,
        }),
      )
      .min(1)
      .max(1_000),
    responses: {
      200: { description: 'How many values were written.', schema: z.object({ updated: z.number().int() }) },
    },
  }),
});
