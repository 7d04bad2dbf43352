import { z } from 'zod';
import {
  COMMISSION_COMPARE_VARS,
  COMMISSION_METRIC,
  COMMISSION_OPERATORS,
  COMMISSION_VALUE_VARS,
  COMMISSION_WAIVER,
} from '../constants/commissions.ts';
import { MARKETPLACES } from '../constants/marketplaces.ts';
import { day } from '../rest/shapes.ts';

const money = z.number().nonnegative();
const currencies = [...new Set(MARKETPLACES.map((m) => m.currency))] as [string, ...string[]];

/** One tier of spec 3 §3 'Commission rule'; a percentage is at most 100 and a band runs upwards. */
export const commissionTierModel = z
  .object({
    compare_var: z.enum(COMMISSION_COMPARE_VARS),
    compare_threshold: z.number().nonnegative(),
    value: z.number().nonnegative(),
    value_var: z.enum(COMMISSION_VALUE_VARS),
    value_from: money,
    value_to: money.nullable().meta({ description: 'Null: no upper end.' }),
  })
  .refine((t) => t.value_var === 'FIXED' || t.value <= 100, {
    message: 'A percentage tier’s value must be at most 100',
    path: ['value'],
  })
  .refine((t) => t.value_to === null || t.value_to > t.value_from, {
    message: 'value_to must be greater than value_from',
    path: ['value_to'],
  })
  .meta({ id: 'CommissionTier' });

/** The rule as stored (jsonb tiers are checked by this model on the way in and out). */
export const commissionRuleModel = z.object({
  fixed: money,
  minimum: money,
  operator: z.enum(COMMISSION_OPERATORS),
  tiers: z.array(commissionTierModel).max(20),
  currency_code: z.enum(currencies).meta({
    description:
      'The rule’s amounts are in this currency; the base is the brand’s sales in marketplaces of it.',
  }),
});

export const commissionRuleShape = commissionRuleModel
  .extend({ brand_code: z.string() })
  .meta({ id: 'CommissionRule', description: 'Spec 3 §3 Commission rule.' });

/** 'YYYY-MM'. */
export const commissionMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM')
  .meta({ description: 'A calendar month, YYYY-MM.' });

/** Spec 3 §5 'Gross sales percent waiver': 0 to 100 in steps of 0.1. */
export const salesPercentage = z
  .number()
  .min(COMMISSION_WAIVER.min)
  .max(COMMISSION_WAIVER.max)
  .refine((p) => Math.abs(Math.round(p * 10) - p * 10) < 1e-9, 'must be a multiple of 0.1')
  .meta({ description: 'The share of the month’s gross sales no commission is charged on, in percent.' });

export const commissionOverrideShape = z
  .object({ brandCode: z.string(), month: commissionMonth, salesPercentage: z.number() })
  .meta({ id: 'CommissionOverride', description: 'Spec 3 §3 Override.' });

export const commissionMonthShape = z
  .object({
    month: commissionMonth,
    sales: z.number().meta({ description: 'Gross sales of the month so far, in the rule’s currency.' }),
    units: z.number().int(),
    days_loaded: z.number().int().meta({ description: 'Days of the month whose sales are loaded.' }),
    days_in_month: z.number().int(),
    sales_percentage: z.number().meta({ description: 'Waived share of gross sales (0 without override).' }),
    value: z.number(),
    predicted: z.number(),
  })
  .meta({ id: 'CommissionMonth' });

export const commissionDetailShape = z
  .object({
    brand_code: z.string(),
    currency_code: z.string(),
    value: z.number().meta({ description: 'Sum of the months’ values.' }),
    predicted: z.number().meta({ description: 'Sum of the months’ predictions.' }),
    months: z.array(commissionMonthShape),
  })
  .meta({ id: 'CommissionDetail', description: 'Spec 3 §3 Commission detail, with its months.' });

export const brandCommissionRowShape = z
  .object({
    brand_code: z.string(),
    name: z.string(),
    category: z.string().nullable().meta({ description: 'Comma-separated list.' }),
    account_manager: z.string().nullable(),
    currency_code: z.string(),
    value: z.number(),
    predicted: z.number(),
    old_value: z.number().nullable().meta({ description: 'Null without a compare range.' }),
    old_predicted: z.number().nullable(),
  })
  .meta({ id: 'BrandCommissionRow', description: 'Spec 2 §3 Brand commission row.' });

export const commissionSeriesShape = z
  .object({
    metric: z.literal(COMMISSION_METRIC),
    type: z.enum(['current', 'previous']),
    currency_code: z.string(),
    data: z.array(
      z.object({
        date: day.meta({ description: 'First day of the month.' }),
        value: z.number(),
        predicted: z.number(),
      }),
    ),
  })
  .meta({ id: 'CommissionSeries', description: 'Spec 2 §3 Metric series (commissions), one per currency.' });

const fromNotAfterTo = (r: { from: string; to: string }) => r.from <= r.to;
const rangeMessage = { message: 'from must not be after to', path: ['from'] };

/** A range of days: whole calendar months from `from`'s month through `to`'s. */
export const commissionRange = z.object({ from: day, to: day }).refine(fromNotAfterTo, rangeMessage);

/** The range and an optional compare range (both ends or neither). */
const compared = {
  from: day,
  to: day,
  compareFrom: day.optional(),
  compareTo: day.optional(),
};
const compareBothOrNone = (r: { compareFrom?: string; compareTo?: string }) =>
  (r.compareFrom === undefined) === (r.compareTo === undefined) &&
  (r.compareFrom === undefined || r.compareTo === undefined || r.compareFrom <= r.compareTo);
const compareMessage = { message: 'compareFrom and compareTo go together, in order', path: ['compareFrom'] };

export const commissionAllQuery = z
  .object(compared)
  .refine(fromNotAfterTo, rangeMessage)
  .refine(compareBothOrNone, compareMessage);

export const commissionMetricBody = z
  .object({
    ...compared,
    brands: z
      .array(z.string().min(1).max(100))
      .max(500)
      .default([])
      .meta({ description: 'Brand codes; empty: every brand with a rule.' }),
  })
  .refine(fromNotAfterTo, rangeMessage)
  .refine(compareBothOrNone, compareMessage);
