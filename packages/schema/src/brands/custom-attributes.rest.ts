import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';
import { marketplaceIdShape } from '../rest/shapes.ts';
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
  marketplaceId: marketplaceIdShape,
  sku: z.string().min(1).max(200),
});

const lowerFirst = <S extends string>(s: S) => `${s[0]?.toLowerCase()}${s.slice(1)}` as Uncapitalize<S>;

/**
 * The four definition routes (list, add, change type, delete) one kind of custom attribute has; brand and
 * SKU attributes behave alike and differ only by path (the spec's paths are not symmetric).
 */
const definitionRoutes = <
  const K extends 'Brand' | 'Sku',
  const P extends { list: string; create: string; edit: string; delete: string },
>(
  kind: K,
  paths: P,
) => {
  const what = kind === 'Brand' ? 'brand' : 'SKU';
  return {
    list: defineRoute({
      method: 'get',
      path: paths.list,
      operationId: `${lowerFirst(kind)}CustomAttributes`,
      summary: `The ${what} custom attributes`,
      tag,
      access: read,
      responses: list,
    }),
    create: defineRoute({
      method: 'post',
      path: paths.create,
      operationId: `create${kind}CustomAttribute`,
      summary: `Add a ${what} custom attribute`,
      tag,
      access: manage,
      body: config,
      responses: { 201: one },
    }),
    edit: defineRoute({
      method: 'put',
      path: paths.edit,
      operationId: `edit${kind}CustomAttribute`,
      summary: `Change a ${what} custom attribute’s type`,
      tag,
      access: manage,
      body: config,
      responses: { 200: one },
      errors: { 404: 'No such attribute.' },
    }),
    delete: defineRoute({
      method: 'delete',
      path: paths.delete,
      operationId: `delete${kind}CustomAttribute`,
      summary: `Delete a ${what} custom attribute and its values`,
      tag,
      access: manage,
      params: nameParams,
      responses: { 204: { description: 'Deleted.', empty: true } },
      errors: { 404: 'No such attribute.' },
    }),
  };
};
const brandDefinitions = definitionRoutes('Brand', {
  list: '/brand-custom-attribute/all',
  create: '/brand-custom-attribute/create-attribute',
  edit: '/brand-custom-attribute',
  delete: '/brand-custom-attribute/{name}',
});
const skuDefinitions = definitionRoutes('Sku', {
  list: '/custom-attribute/all',
  create: '/custom-attribute/config',
  edit: '/custom-attribute/config',
  delete: '/custom-attribute/config/{name}',
});

/**
 * Custom attributes of brands and of SKUs (spec 2 §7, spec 3 §7): the definitions (name, type) and
 * the values. SKU values are keyed by marketplace and seller SKU, with no catalog reference.
 */
export const customAttributesContract = defineContract({
  brandList: brandDefinitions.list,
  brandCreate: brandDefinitions.create,
  brandEdit: brandDefinitions.edit,
  brandDelete: brandDefinitions.delete,
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
  skuList: skuDefinitions.list,
  skuCreate: skuDefinitions.create,
  skuEdit: skuDefinitions.edit,
  skuDelete: skuDefinitions.delete,
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
      marketplace_id: marketplaceIdShape,
      name: customAttributeNameShape,
      value: customAttributeValueShape,
    }),
    responses: values,
    errors: { 404: 'No such attribute.' },
  }),
});
