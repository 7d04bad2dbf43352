import type {
  CommissionCompareVar,
  CommissionOperator,
  CommissionValueVar,
} from '../constants/commissions.ts';

/** One tier of spec 3 §3 'Commission rule' (meaning: docs/decisions/0220-commission-rules.md). */
export interface CommissionTier {
  /** The monthly quantity compared with the threshold. */
  compare_var: CommissionCompareVar;
  /** The tier applies when the month's compare_var reaches this (inclusive). */
  compare_threshold: number;
  /** An amount (FIXED) or a percentage of the sales between value_from and value_to. */
  value: number;
  value_var: CommissionValueVar;
  /** The band of commissionable sales a percentage is taken of; value_to null means no upper end. */
  value_from: number;
  value_to: number | null;
}

export interface CommissionRule {
  fixed: number;
  minimum: number;
  operator: CommissionOperator;
  tiers: readonly CommissionTier[];
}

/** A brand's sales in one month (the rule's currency). */
export interface MonthlySales {
  sales: number;
  units: number;
}

/** Money to the cent, half away from zero (spec 2 §9: money rounded to 2 decimals). */
export const roundMoney = (amount: number): number =>
  (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-9)) / 100 || 0;

function tierAmount(tier: CommissionTier, base: MonthlySales): number {
  const compared = tier.compare_var === 'units' ? base.units : base.sales;
  if (compared < tier.compare_threshold) return 0;
  if (tier.value_var === 'FIXED') return tier.value;
  const upper = tier.value_to ?? Number.POSITIVE_INFINITY;
  const band = Math.max(0, Math.min(base.sales, upper) - tier.value_from);
  return (band * tier.value) / 100;
}

/**
 * The commission of one month: the waiver takes its share off the gross sales first, then AND
 * (shown as SUM) adds the fixed fee to the tiers that apply, OR takes the greater of the two, and
 * the minimum is the floor. Rounded to the cent once, at the end.
 */
export function commissionOf(rule: CommissionRule, month: MonthlySales, waivedPercentage = 0): number {
  const base = { sales: (month.sales * (100 - waivedPercentage)) / 100, units: month.units };
  const tiers = rule.tiers.reduce((sum, tier) => sum + tierAmount(tier, base), 0);
  const combined = rule.operator === 'AND' ? rule.fixed + tiers : Math.max(rule.fixed, tiers);
  return roundMoney(Math.max(rule.minimum, combined));
}

/** What is known of one month when its commission is figured. */
export interface CommissionMonth extends MonthlySales {
  /** Days of the month whose sales are loaded (through the last loaded day). */
  daysLoaded: number;
  daysInMonth: number;
  waivedPercentage: number;
}

/** Spec 3 §3 'Commission detail' for one month. */
export interface MonthlyCommission {
  value: number;
  predicted: number;
}

/**
 * `value` is the commission of the sales loaded so far; `predicted` projects an unfinished month at
 * its run rate (sales and units per loaded day × days in the month) before the rule applies, so a
 * threshold the month is on course to reach counts. A finished month predicts its value.
 */
export function monthlyCommission(rule: CommissionRule, month: CommissionMonth): MonthlyCommission {
  const value = commissionOf(rule, month, month.waivedPercentage);
  if (month.daysLoaded >= month.daysInMonth) return { value, predicted: value };
  const factor = month.daysLoaded > 0 ? month.daysInMonth / month.daysLoaded : 0;
  const projected = { sales: month.sales * factor, units: month.units * factor };
  return { value, predicted: commissionOf(rule, projected, month.waivedPercentage) };
}
