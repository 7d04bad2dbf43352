import type { MockResolvers } from '../../test/schema-mock';

// Typed answers for the products operations, executed against the real SDL in web tests.

export const productErrorRow = (i: number) => ({
  date: `2026-11-${String(20 - (i % 10)).padStart(2, '0')}`,
  sellerSku: `MC001-SKU-${String(i).padStart(3, '0')}`,
  asin: 'B0AAAAAAA1',
  marketplaceId: 'ATVPDKIKX0DER',
  description:
    i % 2
      ? 'Box content information is missing for this SKU.'
      : "'bullet_point' is required but not supplied.",
  errorCode: i % 2 ? 'FBA_INB_0118' : '90220',
  brandCode: 'MC001',
});

export const productMocks = (
  state: { ignore: boolean; subBrandCode: string | null; lastSubBrand?: string | null } = {
    ignore: false,
    subBrandCode: null,
  },
): MockResolvers => {
  const product = (sku: string) => ({
    sellerSku: sku,
    marketplaceId: 'ATVPDKIKX0DER',
    title: 'Trail Mug 350 ml',
    brandName: 'Northwind Outdoors',
    brandCode: 'MC001',
    subBrandCode: state.subBrandCode,
    asin: 'B0AAAAAAA1',
    fnsku: 'X00ABCDEF1',
    averageDailySales: 4.27,
    hazmat: false,
    consumable: true,
    ignore: state.ignore,
    masterCarton: { caseQuantity: 24, x: 16, y: 12, z: 10, unit: 'IN' },
    subBrands: [{ brandCode: 'MC001-K', name: 'Northwind Kids' }],
  });
  return {
    Query: {
      productsErrors: (_root, { page }) => ({
        count: 23,
        rows: Array.from({ length: page === 2 ? 3 : 10 }, (_, i) => productErrorRow((page ?? 0) * 10 + i)),
      }),
      productDetail: (_root, { sku }) => (sku === 'OTHER-SKU' ? null : product(sku)),
    },
    Mutation: {
      changeProductIgnoreStatus: (_root, { sku, ignore }) => {
        state.ignore = ignore;
        return product(sku);
      },
      changeProductSubBrandCode: (_root, { sku, subBrandCode }) => {
        state.subBrandCode = subBrandCode ?? null;
        state.lastSubBrand = subBrandCode ?? null;
        return product(sku);
      },
    },
  };
};
