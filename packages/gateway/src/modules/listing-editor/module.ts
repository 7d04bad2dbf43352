import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { ListingEditorAPI } from './listing-editor-api.ts';

const resolvers: Resolvers = {
  Query: {
    listingProductTypes: (_root, { keywords, ...seller }, { dataSources }) =>
      dataSources.listingEditor.productTypes(seller, keywords),
    listingProductTypeFields: (_root, { productType, ...seller }, { dataSources }) =>
      dataSources.listingEditor.fields(seller, productType),
    listingVersions: (_root, { sku, ...seller }, { dataSources }) =>
      dataSources.listingEditor.versions(seller, sku),
  },
  Mutation: {
    validateListing: (_root, { listing }, { dataSources }) => dataSources.listingEditor.validate(listing),
    updateListing: (_root, { listing }, { dataSources }) => dataSources.listingEditor.update(listing),
    createListing: (_root, { listing }, { dataSources }) => dataSources.listingEditor.create(listing),
    changeListingProductType: (_root, { listing, newProductType }, { dataSources }) =>
      dataSources.listingEditor.changeProductType(listing, newProductType),
    revertListingVersion: (_root, { sku, version, ...seller }, { dataSources }) =>
      dataSources.listingEditor.revert(seller, sku, version),
  },
};

/** The listing editor (spec 3 §2 'Listing edit page', 'New listing page'; issue 31). */
export const listingEditorModule = defineGatewayModule({
  name: 'listingEditor',
  resolvers,
  dataSources: { listingEditor: (config) => new ListingEditorAPI(config) },
});
