import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';
import {
  brandCodeShape,
  customAttributeNameShape,
  customAttributeShape,
  customAttributeTypeShape,
  customAttributeValueShape,
  customAttributeValuesShape,
} from './brand-shapes.ts';

const tag = 'custom attributes';
const read = { permission: 'customAttributes.read' } as const;
const manage = { permission: 'customAttributes.manage' } as const;
const config = z.object({ name: customAttributeNameShape, type: customAttributeTypeShape });
const nameParams = z.object({ name: customAttributeNameShape.meta({ description: 'The attribute name.' }) });
const list = {
  200: { description: 'Every attribute, by name.', schema: z.array(customAttributeShape) },
} as const;
const one = { description: 'The attribute.', schema: customAttributeShape } as const;
const values = { 200: { description: 'name → {type, value}.', schema: customAttributeValuesShape } } as const;
const skuParams = z.object({
  marketplaceId: z.string().regex(/^[A-Z0-9]{8,20}$/, 'must be a marketplace id'),
  sku: z.string().min(1).max(200),
});

/**
 * Custom attributes of brands and of SKUs (spec 2 §7, spec 3 §7): the definitions (name, type) and
 * the values. SKU values are keyed by marketplace and seller SKU, with no catalog reference.
 */
export const customAttributesContract = defineContract({
  brandList: defineRoute({
    method: 'get',
    path: '/brand-custom-attribute/all',
    operationId: 'brandCustomAttributes',
    summary: 'The brand custom attributes',
    tag,
    access: read,
    responses: list,
  }),
  brandCreate: defineRoute({
    method: 'post',
    path: '/brand-custom-attribute/create-attribute',
    operationId: 'createBrandCustomAttribute',
    summary: 'Add a brand custom attribute',
    tag,
    access: manage,
    body: config,
    responses: { 201: one },
  }),
  brandEdit: defineRoute({
    method: 'put',
    path: '/brand-custom-attribute',
    operationId: 'editBrandCustomAttribute',
    summary: 'Change a brand custom attribute’s type',
    tag,
    access: manage,
    body: config,
    responses: { 200: one },
    errors: { 404: 'No such attribute.' },
  }),
  brandDelete: defineRoute({
    method: 'delete',
    path: '/brand-custom-attribute/{name}',
    operationId: 'deleteBrandCustomAttribute',
    summary: 'Delete a brand custom attribute and its values',
    tag,
    access: manage,
    params: nameParams,
    responses: { 204: { description: 'Deleted.', empty: true } },
    errors: { 404: 'No such attribute.' },
  }),
  brandValues: defineRoute({
    method: 'get',
    path: '/brand-custom-attribute/{brandCode}',
    operationId: 'brandCustomAttributeValues',
    summary: 'A brand’s custom attribute values',
    tag,
    access: read,
    params: z.object({ brandCode: brandCodeShape }),
    responses: values,
    errors: { 404: 'Brand not found.' },
  }),
  brandSetValue: defineRoute({
    method: 'post',
    path: '/brand-custom-attribute',
    operationId: 'setBrandCustomAttribute',
    summary: 'Set one custom attribute value of a brand',
    tag,
    access: manage,
    body: z.object({
      brand_code: brandCodeShape,
      name: customAttributeNameShape,
      value: customAttributeValueShape,
    }),
    responses: values,
    errors: { 404: 'No such brand or attribute.' },
  }),
  skuList: defineRoute({
    method: 'get',
    path: '/custom-attribute/all',
    operationId: 'skuCustomAttributes',
    summary: 'The SKU custom attributes',
    tag,
    access: read,
    responses: list,
  }),
  skuCreate: defineRoute({
    method: 'post',
    path: '/custom-attribute/config',
    operationId: 'createSkuCustomAttribute',
    summary: 'Add a SKU custom attribute',
    tag,
    access: manage,
    body: config,
    responses: { 201: one },
  }),
  skuEdit: defineRoute({
    method: 'put',
    path: '/custom-attribute/config',
    operationId: 'editSkuCustomAttribute',
    summary: 'Change a SKU custom attribute’s type',
    tag,
    access: manage,
    body: config,
    responses: { 200: one },
    errors: { 404: 'No such attribute.' },
  }),
  skuDelete: defineRoute({
    method: 'delete',
    path: '/custom-attribute/config/{name}',
    operationId: 'deleteSkuCustomAttribute',
    summary: 'Delete a SKU custom attribute and its values',
    tag,
    access: manage,
    params: nameParams,
    responses: { 204: { description: 'Deleted.', empty: true } },
    errors: { 404: 'No such attribute.' },
  }),
  skuValues: defineRoute({
    method: 'get',
    path: '/custom-attribute/{marketplaceId}/{sku}',
    operationId: 'skuCustomAttributeValues',
    summary: 'A SKU’s custom attribute values in one marketplace',
    tag,
    access: read,
    params: skuParams,
    responses: values,
  }),
  skuSetValue: defineRoute({
    method: 'post',
    path: '/custom-attribute',
    operationId: 'setSkuCustomAttribute',
    summary: 'Set one custom attribute value of a SKU',
    tag,
    access: manage,
    body: z.object({
      seller_sku: z.string().min(1).max(200),
      marketplace_id: z.string().regex(/^[A-Z0-9]{8,20}$/, 'must be a marketplace id'),
      name: customAttributeNameShape,
      value: customAttributeValueShape,
    }),
    responses: values,
    errors: { 404: 'No such attribute.' },
  }),
});
