import type { Resolvers } from '../../../generated/resolvers-types.ts';

/** Thin on purpose: the backend scopes brands, checks the §5 rules and the permission table again. */
export const brandsResolvers: Resolvers = {
  Query: {
    brands: (_root, args, { dataSources }) => dataSources.brands.page(args),
    brand: (_root, { brandCode }, { dataSources }) => dataSources.brands.brand(brandCode),
    subBrands: (_root, { brandCodes }, { dataSources }) => dataSources.brands.subBrands(brandCodes),
    brandsOverview: (_root, _args, { dataSources }) => dataSources.brands.overview(),
    stripeBrands: (_root, args, { dataSources }) => dataSources.brands.stripeBrands(args),
    brandNotes: (_root, { brandCode, page, pageSize }, { dataSources }) =>
      dataSources.brands.notes(brandCode, page, pageSize),
    customAttributes: (_root, { owner }, { dataSources }) => dataSources.brands.customAttributes(owner),
  },
  Mutation: {
    createSubBrand: (_root, { brandCode, name }, { dataSources }) =>
      dataSources.brands.createSubBrand(brandCode, name),
    updateSubBrand: (_root, { brandCode, id, name }, { dataSources }) =>
      dataSources.brands.updateSubBrand(brandCode, id, name),
    updateBrandField: (_root, { brandCode, field, value }, { dataSources }) =>
      dataSources.brands.updateField(brandCode, field, value ?? null),
    saveBrand: (_root, { input }, { dataSources }) => dataSources.brands.save(input),
    createBrand: (_root, { input }, { dataSources }) => dataSources.brands.create(input),
    watchBrand: (_root, { brandCode, watched }, { dataSources }) =>
      dataSources.brands.watch(brandCode, watched),
    saveSellerCentralCredentials: (_root, { brandCode, input }, { dataSources }) =>
      dataSources.brands.saveCredentials(brandCode, input),
    saveSellerCentralDirectedIds: (_root, { brandCode, directedIds }, { dataSources }) =>
      dataSources.brands.saveDirectedIds(brandCode, directedIds),
    updateBrandCustomAttributes: (_root, { values }, { dataSources }) =>
      dataSources.brands.bulkCustomAttributes(values),
    createBrandNote: (_root, { brandCode, description }, { dataSources }) =>
      dataSources.brands.createNote(brandCode, description),
    updateBrandNote: (_root, { id, brandCode, description }, { dataSources }) =>
      dataSources.brands.updateNote(id, brandCode, description),
    deleteBrandNote: (_root, { id, brandCode }, { dataSources }) =>
      dataSources.brands.deleteNote(id, brandCode),
    createCustomAttribute: (_root, { owner, name, type }, { dataSources }) =>
      dataSources.brands.createCustomAttribute(owner, name, type),
    editCustomAttribute: (_root, { owner, name, type }, { dataSources }) =>
      dataSources.brands.editCustomAttribute(owner, name, type),
    deleteCustomAttribute: (_root, { owner, name }, { dataSources }) =>
      dataSources.brands.deleteCustomAttribute(owner, name),
  },
};
