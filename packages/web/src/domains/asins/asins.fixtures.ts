import type { MockResolvers } from '../../test/schema-mock';

// Typed answers for the ASIN operations, executed against the real SDL in web tests.

export const asinRow = (asin: string, over: Record<string, unknown> = {}) => ({
  asin,
  parentAsin: null,
  brandCode: 'MC001',
  brandName: 'Northwind Outdoors',
  thinkTank: null,
  accountManager: 'manager@demo.test',
  watched: false,
  ...over,
});

export const asinMocks = (state: { watched: boolean } = { watched: false }): MockResolvers => ({
  Query: {
    asins: () => ({ count: 2, rows: [asinRow('B0AAAAAAA1'), asinRow('B0AAAAAAA2')] }),
    asin: (_root, { asin }) => (asin === 'B0MISSING0' ? null : asinRow(asin, { watched: state.watched })),
  },
  Mutation: {
    watchAsin: (_root, { watched }) => {
      state.watched = watched;
      return watched;
    },
    updateAsin: (_root, { input }) => asinRow(input.asin, { parentAsin: input.parent ?? null }),
  },
});
