import type { listingEditorContract } from '@portal/schema/rest';
import type { AppContext } from '../../../app-context.ts';
import type { ContractHandlers } from '../../manifest.ts';
import * as editor from './editor.service.ts';
import { serveListingImage, uploadListingImage } from './listing-images.ts';

/** The listing editor's calls (contract: packages/schema/src/listings/listing-editor.rest.ts). */
export const listingEditorHandlers = (ctx: AppContext): ContractHandlers<typeof listingEditorContract> => ({
  productTypes: ({ principal, params, query }) =>
    editor.productTypes(
      ctx,
      principal,
      { sellerId: query.seller_id, marketplaceId: params.marketplaceId },
      query.keywords,
    ),
  productTypeFields: ({ principal, params, query }) =>
    editor.productTypeFields(
      ctx,
      principal,
      { sellerId: query.seller_id, marketplaceId: params.marketplaceId },
      params.productType,
    ),
  validate: ({ principal, body }) => editor.validate(ctx, principal, body),
  create: ({ principal, body }) => editor.create(ctx, principal, body),
  update: ({ principal, body }) => editor.update(ctx, principal, body),
  changeProductType: ({ principal, body }) => editor.changeProductType(ctx, principal, body),
  versions: ({ principal, query }) =>
    editor.versions(
      ctx,
      principal,
      { sellerId: query.seller_id, marketplaceId: query.marketplace_id },
      query.sku,
    ),
  revert: ({ principal, body }) => editor.revert(ctx, principal, body),
  uploadImage: ({ principal, query, req }) => uploadListingImage(ctx, principal, query, req),
  image: ({ params, res }) => serveListingImage(ctx, params.name, res),
});
