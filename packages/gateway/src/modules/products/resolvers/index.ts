import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { Resolvers } from '../../../generated/resolvers-types.ts';

/** Thin on purpose: the backend scopes SKUs to the caller's brands and checks the sub brand. */
export const productsResolvers: Resolvers = {
  ProductErrorField: GRAPHQL_ENUM_VALUES.ProductErrorField,
  Query: {
    productsErrors: (_root, args, { dataSources }) => dataSources.products.errors(args),
    productDetail: (_root, { sku }, { dataSources }) => dataSources.products.detail(sku),
  },
  Mutation: {
    changeProductIgnoreStatus: (_root, { sku, ignore }, { dataSources }) =>
      dataSources.products.changeIgnore(sku, ignore),
    changeProductSubBrandCode: (_root, { sku, subBrandCode }, { dataSources }) =>
      dataSources.products.changeSubBrand(sku, subBrandCode ?? null),
  },
};
