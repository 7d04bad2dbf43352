import { commissionMonths, loadRules, monthsOfRange } from '../../commissions/commissions.service.ts';
import type { Cell, ReportBuilder } from './report-table.ts';

/**
 * Every brand with a commission rule, month by month over the months the range touches: the very
 * rows /commissions-detail shows and /commissions sums (commissionMonths), so the report cannot
 * disagree with either screen.
 */
export const commissionsByBrandMonth: ReportBuilder = async (ctx, range) => {
  const rules = await loadRules(ctx, null);
  const perBrand = await commissionMonths(ctx, rules, monthsOfRange(range.from, range.to));
  const rows = rules.flatMap((rule) =>
    (perBrand.get(rule.brand_code) ?? []).map(
      (m): Record<string, Cell> => ({
        brand_code: rule.brand_code,
        brand_name: rule.name,
        category: rule.category,
        currency: rule.currency_code,
        month: m.month,
        sales: m.sales,
        units: m.units,
        days_loaded: m.days_loaded,
        days_in_month: m.days_in_month,
        waived_percentage: m.sales_percentage,
        value: m.value,
        predicted: m.predicted,
      }),
    ),
  );
  return {
    columns: [
      { key: 'brand_code', header: 'Brand code' },
      { key: 'brand_name', header: 'Brand' },
      { key: 'category', header: 'Category' },
      { key: 'month', header: 'Month' },
      { key: 'currency', header: 'Currency' },
      { key: 'sales', header: 'Gross sales' },
      { key: 'units', header: 'Units' },
      { key: 'days_loaded', header: 'Days loaded' },
      { key: 'days_in_month', header: 'Days in month' },
      { key: 'waived_percentage', header: 'Waived gross sales %' },
      { key: 'value', header: 'Commission' },
      { key: 'predicted', header: 'Predicted commission' },
    ],
    rows,
  };
};
