import type { MockResolvers } from '../../test/schema-mock';

// Typed answers for the dashboard's operations, executed against the real SDL in web tests.

const moverRows = (sign: 1 | -1, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    brandCode: `BR${i + 1}`,
    brandName: `Brand ${i + 1}`,
    asin: null,
    revenueAmount: sign * (500 - i * 10),
  }));

export const dashboardMocks: MockResolvers['Query'] = {
  watchlist: () => ({
    currency: 'USD',
    through: '2026-03-09',
    brands: [
      { brandCode: 'MC001', name: 'Northwind Outdoors', revenue1d: 120.5, revenue7d: 900, revenue30d: 4100 },
    ],
    asins: [],
  }),
  brandMovers: (_root, { direction }) => ({
    currency: 'USD',
    through: '2026-03-09',
    rows: moverRows(direction === 'GAINERS' ? 1 : -1, 6),
  }),
  asinMovers: (_root, { direction }) => ({
    currency: 'USD',
    through: '2026-03-09',
    rows: moverRows(direction === 'GAINERS' ? 1 : -1, 5).map((r, i) => ({
      ...r,
      brandCode: null,
      brandName: null,
      asin: `B0ASIN000${i}`,
    })),
  }),
  newBrands: () => [
    {
      brandCode: 'NEW1',
      name: 'Fresh Start',
      createdAt: '2026-03-01T00:00:00.000Z',
      revenue1d: -3.5,
      revenue7d: 12.25,
      revenue30d: null,
    },
  ],
  brandRevenueTrend: () => ({
    brandCode: 'MC1',
    currency: 'USD',
    through: '2026-03-09',
    days: Array.from({ length: 30 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 1, 8 + i)).toISOString().slice(0, 10),
      revenue: 100 + i,
      units: 3,
    })),
  }),
};
