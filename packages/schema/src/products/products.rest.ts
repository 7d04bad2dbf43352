import { z } from 'zod';
import {
  PRODUCTS_ERRORS_FILTER_FIELDS,
  PRODUCTS_ERRORS_PAGE_SIZE,
  PRODUCTS_ERRORS_SORT_FIELDS,
} from '../constants/index.ts';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { gridQuery, nullableString, pageShape } from '../rest/shapes.ts';

const tag = 'products';
const skuParams = z.object({ sku: z.string().min(1).max(200) });

/** Product error (spec 2 §3), with the code Amazon reported it under and the SKU's brand. */
export const productErrorShape = z.object({
  date: z.iso.date().meta({ description: 'The day the error was first reported.' }),
  seller_sku: z.string(),
  asin: nullableString,
  marketplace_id: z.string(),
  description: z.string(),
  error_code: z.string().meta({ description: 'Amazon’s issue code, or FBA_INB_NNNN for inbound problems.' }),
  brand_code: nullableString,
});

/** Product detail (spec 3 §3), with the choices its Sub Brand edit offers. */
export const productDetailShape = z.object({
  seller_sku: z.string(),
  marketplace_id: z.string(),
  title: z.string(),
  brand_name: z.string(),
  brand_code: z.string(),
  sub_brand_code: nullableString,
  asin: z.string(),
  fnsku: nullableString,
  average_daily_sales: z
    .number()
    .meta({ description: 'Units ordered per day over the 30 days ending on the latest day of sales facts.' }),
  hazmat: z.boolean(),
  consumable: z.boolean(),
  ignore: z.boolean(),
  master_carton: z
    .object({
      case_quantity: z.number().int().nullable(),
      dimensions: z
        .object({ x: z.number(), y: z.number(), z: z.number(), unit: z.enum(['IN', 'CM']) })
        .nullable(),
    })
    .nullable(),
  sub_brands: z
    .array(z.object({ brand_code: z.string(), name: z.string() }))
    .meta({ description: 'The brand’s own sub brands: the only codes the Sub Brand edit accepts.' }),
});

/** Products errors and product detail (spec 2 §7 `GET products-errors`; spec 3 §7 products). */
export const productsContract = defineContract({
  errors: defineRoute({
    method: 'get',
    path: '/products-errors',
    operationId: 'productsErrors',
    summary: 'One page of the products errors: listing issues and FBA inbound problems',
    tag,
    access: { permission: 'productsErrors.view' },
    query: z.object(
      gridQuery({
        sortFields: PRODUCTS_ERRORS_SORT_FIELDS,
        filterFields: PRODUCTS_ERRORS_FILTER_FIELDS,
        maxPageSize: 100,
        defaultPageSize: PRODUCTS_ERRORS_PAGE_SIZE,
      }),
    ),
    responses: {
      200: { description: 'Newest first unless sorted otherwise.', schema: pageShape(productErrorShape) },
    },
  }),
  detail: defineRoute({
    method: 'get',
    path: '/products/product/detail',
    operationId: 'productDetail',
    summary: 'One SKU’s product detail',
    tag,
    access: { permission: 'productDetail.view' },
    query: z.object({ sku: z.string().min(1).max(200) }),
    responses: { 200: { description: 'The product.', schema: productDetailShape } },
    errors: { 404: 'Product not found (also a SKU of a brand the caller may not see).' },
  }),
  changeIgnore: defineRoute({
    method: 'patch',
    path: '/products/change-ignore-status/{sku}',
    operationId: 'changeProductIgnoreStatus',
    summary: 'Set whether the SKU is ignored',
    tag,
    access: { permission: 'productDetail.view' },
    params: skuParams,
    body: z.object({ ignore: z.boolean({ error: VALIDATION_MESSAGES.fieldRequired }) }),
    responses: { 200: { description: 'The product after the change.', schema: productDetailShape } },
    errors: { 400: `${VALIDATION_MESSAGES.fieldRequired}.`, 404: 'Product not found.' },
  }),
  changeSubBrand: defineRoute({
    method: 'patch',
    path: '/products/{sku}/sub-brand-code',
    operationId: 'changeProductSubBrandCode',
    summary: 'Give the SKU to one of its brand’s sub brands, or to none',
    tag,
    access: { permission: 'productDetail.view' },
    params: skuParams,
    body: z.object({ 'sub-brand-code': z.string().max(100).nullable() }),
    responses: { 200: { description: 'The product after the change.', schema: productDetailShape } },
    errors: { 400: 'Not one of the brand’s sub brands.', 404: 'Product not found.' },
  }),
});
