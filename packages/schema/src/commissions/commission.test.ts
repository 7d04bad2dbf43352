import { describe, expect, it } from 'vitest';
import {
  type CommissionRule,
  type CommissionTier,
  commissionOf,
  monthlyCommission,
  roundMoney,
} from './commission.ts';

const percentOfSales = (value: number, from: number, to: number | null, threshold = 0): CommissionTier => ({
  compare_var: 'sales',
  compare_threshold: threshold,
  value,
  value_var: 'PERCENTAGE',
  value_from: from,
  value_to: to,
});
const rule = (over: Partial<CommissionRule>): CommissionRule => ({
  fixed: 0,
  minimum: 0,
  operator: 'AND',
  tiers: [],
  ...over,
});
// 5 % up to 50,000 of sales, 3 % of what is above, once the month reaches 50,000.
const bracketed = rule({ tiers: [percentOfSales(5, 0, 50_000), percentOfSales(3, 50_000, null, 50_000)] });

describe('commissionOf', () => {
  it('charges only the fixed fee when the rule has no tier', () => {
    expect(commissionOf(rule({ fixed: 1500 }), { sales: 82_345.67, units: 900 })).toBe(1500);
  });

  it('takes a percentage of the sales below the first threshold', () => {
    // 5 % of 40,000 = 2,000; the 3 % tier's threshold is not reached.
    expect(commissionOf(bracketed, { sales: 40_000, units: 1 })).toBe(2000);
  });

  it('takes each percentage of its own band once the higher threshold is reached', () => {
    // 5 % of 50,000 = 2,500 plus 3 % of 30,000 = 900.
    expect(commissionOf(bracketed, { sales: 80_000, units: 1 })).toBe(3400);
  });

  it('counts a threshold as reached when the sales equal it', () => {
    // 5 % of 50,000; the 3 % band above 50,000 is empty.
    expect(commissionOf(bracketed, { sales: 50_000, units: 1 })).toBe(2500);
  });

  it('adds the fixed fee to the tiers under AND (shown as SUM)', () => {
    expect(commissionOf({ ...bracketed, fixed: 1000 }, { sales: 40_000, units: 1 })).toBe(3000);
  });

  it('takes the greater of the fixed fee and the tiers under OR', () => {
    const either = { ...bracketed, fixed: 2200, operator: 'OR' as const };
    expect(commissionOf(either, { sales: 40_000, units: 1 })).toBe(2200); // fee 2,200 > 2,000
    expect(commissionOf(either, { sales: 80_000, units: 1 })).toBe(3400); // tiers 3,400 > 2,200
  });

  it('never charges less than the minimum', () => {
    const floored = { ...bracketed, minimum: 1200 };
    expect(commissionOf(floored, { sales: 10_000, units: 1 })).toBe(1200); // 5 % = 500
    expect(commissionOf(floored, { sales: 30_000, units: 1 })).toBe(1500); // 5 % = 1,500
  });

  it('adds a FIXED tier once its units threshold is reached', () => {
    const bonus: CommissionTier = {
      compare_var: 'units',
      compare_threshold: 1000,
      value: 250,
      value_var: 'FIXED',
      value_from: 0,
      value_to: null,
    };
    const withBonus = rule({ fixed: 500, tiers: [bonus] });
    expect(commissionOf(withBonus, { sales: 9000, units: 999 })).toBe(500);
    expect(commissionOf(withBonus, { sales: 9000, units: 1000 })).toBe(750);
  });

  it('waives the override’s share of gross sales before the tiers apply', () => {
    // 10 % of 80,000 waived: 72,000 → 5 % of 50,000 + 3 % of 22,000 = 2,500 + 660.
    expect(commissionOf(bracketed, { sales: 80_000, units: 1 }, 10)).toBe(3160);
  });

  it('can drop a waived month under a threshold it reached gross', () => {
    // 55,000 gross, 20 % waived: 44,000 → only the 5 % tier: 2,200.
    expect(commissionOf(bracketed, { sales: 55_000, units: 1 }, 20)).toBe(2200);
  });

  it('rounds the commission to the cent', () => {
    // 5 % of 12,345.67 = 617.2835.
    expect(commissionOf(bracketed, { sales: 12_345.67, units: 1 })).toBe(617.28);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
  });
});

describe('monthlyCommission', () => {
  it('predicts a finished month at its value', () => {
    const month = { sales: 40_000, units: 10, daysLoaded: 30, daysInMonth: 30, waivedPercentage: 0 };
    expect(monthlyCommission(bracketed, month)).toEqual({ value: 2000, predicted: 2000 });
  });

  it('projects an unfinished month at its run rate before the rule applies', () => {
    // 10 of 30 days loaded, 20,000 so far: 60,000 projected → 2,500 + 3 % of 10,000 = 2,800.
    const month = { sales: 20_000, units: 10, daysLoaded: 10, daysInMonth: 30, waivedPercentage: 0 };
    expect(monthlyCommission(bracketed, month)).toEqual({ value: 1000, predicted: 2800 });
  });

  it('predicts only the floor of a month with no day loaded yet', () => {
    const month = { sales: 0, units: 0, daysLoaded: 0, daysInMonth: 31, waivedPercentage: 0 };
    expect(monthlyCommission({ ...bracketed, minimum: 800 }, month)).toEqual({ value: 800, predicted: 800 });
  });
});
