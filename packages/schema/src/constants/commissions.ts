// Spec 3 §3 'Commission rule' and §5 'Gross sales percent waiver'; spec 2 §3 'Brand commission row'.

/** How a rule joins its fixed fee and its tiers: AND is shown as SUM (fee plus tiers), OR takes the greater. */
export const COMMISSION_OPERATORS = ['AND', 'OR'] as const;
export type CommissionOperator = (typeof COMMISSION_OPERATORS)[number];

/** The operator as the commission details page shows it. */
export const commissionOperatorLabel = (operator: CommissionOperator): string =>
  operator === 'AND' ? 'SUM' : 'OR';

/** The monthly quantity a tier's threshold is compared with. */
export const COMMISSION_COMPARE_VARS = ['sales', 'units'] as const;
export type CommissionCompareVar = (typeof COMMISSION_COMPARE_VARS)[number];

/** A tier's value is a FIXED amount or, for any other value_var, a percentage of a band of sales. */
export const COMMISSION_VALUE_VARS = ['FIXED', 'PERCENTAGE'] as const;
export type CommissionValueVar = (typeof COMMISSION_VALUE_VARS)[number];

/** Spec 3 §5: the waiver field's bounds, step and default. */
export const COMMISSION_WAIVER = { min: 0, max: 100, step: 0.1, defaultPercentage: 5 } as const;

/** Spec 2 §3 'Metric series': the one metric of the commissions chart. */
export const COMMISSION_METRIC = 'commissions';

/** Spec 2 §9: the commissions table shows 40 rows a page. */
export const COMMISSIONS_PAGE_SIZE = 40;
