import type { CommissionRuleQuery } from '../../gql/graphql';
import type { MockResolvers } from '../../test/schema-mock';
import type { BrandCommission } from './commission-rows';

// Typed answers for the commissions operations, executed against the real SDL in web tests.

export const brandCommission = (over: Partial<BrandCommission> & { brandCode: string }): BrandCommission => ({
  name: `${over.brandCode} brand`,
  category: null,
  accountManager: 'Ann Manager',
  currencyCode: 'USD',
  value: 1000,
  predicted: 1000,
  oldValue: null,
  oldPredicted: null,
  ...over,
});

/** Three brands, answered out of order (the screen orders by brand code); two share a category. */
export const DEMO_ROWS: BrandCommission[] = [
  brandCommission({ brandCode: 'MR001', category: 'Home & Kitchen', value: 2000.5, oldValue: 1600.25 }),
  brandCommission({ brandCode: 'E3K001', category: 'Beauty', value: 2500, oldValue: 2500 }),
  brandCommission({ brandCode: 'MR100', category: 'Home & Kitchen', value: 999.5, oldValue: 1000 }),
];

export const mcRule: NonNullable<CommissionRuleQuery['commissionRule']> = {
  brandCode: 'MC001',
  currencyCode: 'USD',
  fixed: 1500,
  minimum: 0,
  operator: 'AND',
  tiers: [
    {
      compareVar: 'SALES',
      compareThreshold: 0,
      value: 8,
      valueVar: 'PERCENTAGE',
      valueFrom: 0,
      valueTo: 20000,
    },
    {
      compareVar: 'SALES',
      compareThreshold: 20000,
      value: 5,
      valueVar: 'PERCENTAGE',
      valueFrom: 20000,
      valueTo: null,
    },
    {
      compareVar: 'UNITS',
      compareThreshold: 1000,
      value: 500,
      valueVar: 'FIXED',
      valueFrom: 0,
      valueTo: null,
    },
  ],
};

/** The commission calls, with the waivers posted kept in `state`. */
export function commissionMocks(
  state: { waived: Array<{ brandCode: string; month: string; salesPercentage: number }> } = { waived: [] },
  rows: BrandCommission[] = DEMO_ROWS,
): MockResolvers {
  return {
    Query: {
      brandCommissions: (_root, { compareFrom }) =>
        rows.map((r) => (compareFrom ? r : { ...r, oldValue: null, oldPredicted: null })),
      commissionMetric: () => [],
      commissionRule: (_root, { brandCode }) => (brandCode === 'MC001' ? mcRule : null),
      commissionDetail: (_root, { brandCode }) => ({
        brandCode,
        currencyCode: 'USD',
        value: 3100,
        predicted: 3300,
        months: [
          {
            month: '2026-10',
            sales: 20000,
            units: 300,
            daysLoaded: 31,
            daysInMonth: 31,
            salesPercentage: 0,
            value: 1500,
            predicted: 1500,
          },
          {
            month: '2026-11',
            sales: 10000,
            units: 100,
            daysLoaded: 26,
            daysInMonth: 30,
            salesPercentage: 0,
            value: 1600,
            predicted: 1800,
          },
        ],
      }),
      commissionOverride: (_root, { brandCode, month }) =>
        state.waived.findLast((w) => w.brandCode === brandCode && w.month === month) ?? null,
    },
    Mutation: {
      waiveCommission: (_root, waiver) => {
        state.waived.push(waiver);
        return waiver;
      },
    },
  };
}
