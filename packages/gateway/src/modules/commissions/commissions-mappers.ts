import type {
  brandCommissionRowShape,
  commissionDetailShape,
  commissionOverrideShape,
  commissionRuleShape,
  commissionSeriesShape,
} from '@portal/schema/rest';
import type { z } from 'zod';
import type {
  BrandCommissionRow,
  CommissionDetail,
  CommissionOverride,
  CommissionRule,
  CommissionSeries,
} from '../../generated/resolvers-types.ts';

// REST snake_case and lower-case enum values stay here; the GraphQL types are camelCase and UPPER_CASE.

export const toCommissionRule = (r: z.output<typeof commissionRuleShape>): CommissionRule => ({
  brandCode: r.brand_code,
  currencyCode: r.currency_code,
  fixed: r.fixed,
  minimum: r.minimum,
  operator: r.operator,
  tiers: r.tiers.map((t) => ({
    compareVar: t.compare_var === 'units' ? 'UNITS' : 'SALES',
    compareThreshold: t.compare_threshold,
    value: t.value,
    valueVar: t.value_var,
    valueFrom: t.value_from,
    valueTo: t.value_to,
  })),
});

export const toCommissionDetail = (d: z.output<typeof commissionDetailShape>): CommissionDetail => ({
  brandCode: d.brand_code,
  currencyCode: d.currency_code,
  value: d.value,
  predicted: d.predicted,
  months: d.months.map((m) => ({
    month: m.month,
    sales: m.sales,
    units: m.units,
    daysLoaded: m.days_loaded,
    daysInMonth: m.days_in_month,
    salesPercentage: m.sales_percentage,
    value: m.value,
    predicted: m.predicted,
  })),
});

export const toCommissionOverride = (o: z.output<typeof commissionOverrideShape>): CommissionOverride => ({
  brandCode: o.brandCode,
  month: o.month,
  salesPercentage: o.salesPercentage,
});

export const toBrandCommissionRow = (r: z.output<typeof brandCommissionRowShape>): BrandCommissionRow => ({
  brandCode: r.brand_code,
  name: r.name,
  category: r.category,
  accountManager: r.account_manager,
  currencyCode: r.currency_code,
  value: r.value,
  predicted: r.predicted,
  oldValue: r.old_value,
  oldPredicted: r.old_predicted,
});

export const toCommissionSeries = (s: z.output<typeof commissionSeriesShape>): CommissionSeries => ({
  metric: s.metric,
  type: s.type === 'previous' ? 'PREVIOUS' : 'CURRENT',
  currencyCode: s.currency_code,
  data: s.data,
});
