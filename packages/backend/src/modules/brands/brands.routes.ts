import type { brandNotesContract, brandsContract, customAttributesContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  listStripeBrands,
  saveSellerCentralCredentials,
  saveSellerCentralDirectedIds,
} from './brand-accounts.service.ts';
import { uploadBrandImage } from './brand-images-upload.ts';
import { createNote, deleteNote, listNotes, updateNote } from './brand-notes.service.ts';
import {
  brandsOverview,
  createBrand,
  getBrand,
  listBrandPage,
  listSubBrands,
  patchBrand,
  putBrand,
  watchBrand,
} from './brands.service.ts';
import {
  brandAttributeValues,
  createCustomAttribute,
  editCustomAttribute,
  listCustomAttributes,
  removeCustomAttribute,
  setBrandAttributeValues,
  setSkuAttributeValue,
  skuAttributeValues,
} from './custom-attributes.service.ts';
import { createSubBrand, updateSubBrand } from './sub-brands.service.ts';

/** Spec 2 §7 brand calls (contract: packages/schema/src/brands/brands.rest.ts). */
export const brandsHandlers = (ctx: AppContext): ContractHandlers<typeof brandsContract> => ({
  list: ({ principal, query }) => listBrandPage(ctx, principal, query),
  subBrands: ({ principal, query }) => listSubBrands(ctx, principal, query.brandCodes),
  createSubBrand: ({ principal, params, body }) =>
    createSubBrand(ctx, principal, params.brandCode, body.name),
  updateSubBrand: ({ principal, params, body }) =>
    updateSubBrand(ctx, principal, params.brandCode, params.id, body.name),
  overviewData: () => brandsOverview(ctx),
  stripe: ({ query }) => listStripeBrands(ctx, query),
  watch: ({ principal, params }) => watchBrand(ctx, principal, params.brandCode, true),
  unwatch: ({ principal, params }) => watchBrand(ctx, principal, params.brandCode, false),
  create: ({ principal, body }) => createBrand(ctx, principal, body),
  get: ({ principal, params }) => getBrand(ctx, principal, params.brandCode),
  patch: ({ principal, params, body }) => patchBrand(ctx, principal, params.brandCode, body),
  put: ({ principal, params, body }) => putBrand(ctx, principal, params.brandCode, body),
  sellerCentralCredentials: ({ principal, params, body }) =>
    saveSellerCentralCredentials(ctx, principal, params.brandCode, body),
  sellerCentralDirectedIds: ({ principal, params, body }) =>
    saveSellerCentralDirectedIds(ctx, principal, params.brandCode, body.directedIds),
  logo: ({ principal, params, req }) => uploadBrandImage(ctx, principal, params.brandCode, 'logo', req),
  productImage: ({ principal, params, req }) =>
    uploadBrandImage(ctx, principal, params.brandCode, 'productImage', req),
  customAttributesBulk: async ({ principal, body }) => ({
    updated: await setBrandAttributeValues(ctx, principal, body),
  }),
});

/** Spec 2 §7 'Brand notes'. */
export const brandNotesHandlers = (ctx: AppContext): ContractHandlers<typeof brandNotesContract> => ({
  list: ({ principal, params, query }) =>
    listNotes(ctx, principal, params.brandCode, query.page, query.pageSize),
  create: ({ principal, body }) => createNote(ctx, principal, body.brand_code, body.content.description),
  update: ({ principal, params, body }) =>
    updateNote(ctx, principal, Number(params.noteId), body.brand_code, body.content.description),
  delete: ({ principal, params }) => deleteNote(ctx, principal, Number(params.noteId), params.brandCode),
});

/** Spec 2 §7 and spec 3 §7 custom attributes of brands and SKUs. */
export const customAttributesHandlers = (
  ctx: AppContext,
): ContractHandlers<typeof customAttributesContract> => ({
  brandList: () => listCustomAttributes(ctx, 'brand'),
  brandCreate: ({ body }) => createCustomAttribute(ctx, 'brand', body.name, body.type),
  brandEdit: ({ body }) => editCustomAttribute(ctx, 'brand', body.name, body.type),
  brandDelete: ({ params }) => removeCustomAttribute(ctx, 'brand', params.name),
  brandValues: ({ principal, params }) => brandAttributeValues(ctx, principal, params.brandCode),
  brandSetValue: async ({ principal, body }) => {
    await setBrandAttributeValues(ctx, principal, [body]);
    return brandAttributeValues(ctx, principal, body.brand_code);
  },
  skuList: () => listCustomAttributes(ctx, 'sku'),
  skuCreate: ({ body }) => createCustomAttribute(ctx, 'sku', body.name, body.type),
  skuEdit: ({ body }) => editCustomAttribute(ctx, 'sku', body.name, body.type),
  skuDelete: ({ params }) => removeCustomAttribute(ctx, 'sku', params.name),
  skuValues: ({ params }) => skuAttributeValues(ctx, params.marketplaceId, params.sku),
  skuSetValue: ({ body }) => setSkuAttributeValue(ctx, body),
});
