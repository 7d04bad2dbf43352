import { type CommissionRule, MARKETPLACES, monthlyCommission, roundMoney } from '@portal/schema';
import type { commissionMonthShape } from '@portal/schema/rest';
import { commissionRuleModel } from '@portal/schema/rest';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { daysInMonth, daysLoadedOf, monthOf, monthsBetween, nextMonth } from './commission-months.ts';
import {
  brandExists,
  lastLoadedDays,
  monthlySalesOf,
  overridesOf,
  rulesOf,
  type StoredRule,
} from './commissions.repository.ts';

export const BRAND_NOT_FOUND = 'Brand not found';
export const NO_COMMISSION_RULE = 'This brand has no commission rule';
/** A commission range reads at most this many months (five years), so one call stays bounded. */
export const MAX_COMMISSION_MONTHS = 60;

type CommissionMonthRow = z.output<typeof commissionMonthShape>;

/** A brand's rule, checked, with the fields its row shows. */
export interface BrandRule extends CommissionRule {
  brand_code: string;
  name: string;
  category: string | null;
  account_manager: string | null;
  currency_code: string;
}

/** Reads a stored rule through the zod model: a tier list that no longer fits it fails loudly. */
function checked(row: StoredRule): BrandRule {
  const rule = commissionRuleModel.parse({
    fixed: row.fixed,
    minimum: row.minimum,
    operator: row.operator,
    tiers: row.tiers,
    currency_code: row.currency_code,
  });
  return { ...row, ...rule };
}

export async function loadRules(ctx: AppContext, brandCodes: readonly string[] | null): Promise<BrandRule[]> {
  return (await rulesOf(ctx.db, brandCodes)).map(checked);
}

/** Staff get 404 for a brand that does not exist (brand users never reach these routes). */
export async function requireBrand(ctx: AppContext, brandCode: string): Promise<void> {
  if (!(await brandExists(ctx.db, brandCode))) throw notFound(BRAND_NOT_FOUND);
}

export function monthsOfRange(from: string, to: string): string[] {
  const months = monthsBetween(monthOf(from), monthOf(to));
  if (months.length > MAX_COMMISSION_MONTHS) {
    throw badRequest(`A commission range spans at most ${MAX_COMMISSION_MONTHS} months`);
  }
  return months;
}

const marketplacesOf = (currency: string): string[] =>
  MARKETPLACES.filter((m) => m.currency === currency).map((m) => m.marketplaceId);

/**
 * The commission of each brand in each month: its rule applied to the month's gross sales in the
 * rule's currency (brand_daily_sales), less the month's waiver. Every call of this domain goes
 * through here, so the detail, the table and the chart cannot disagree.
 */
export async function commissionMonths(
  ctx: AppContext,
  rules: readonly BrandRule[],
  months: readonly string[],
): Promise<Map<string, CommissionMonthRow[]>> {
  const first = months[0];
  const last = months.at(-1);
  const result = new Map<string, CommissionMonthRow[]>();
  if (first === undefined || last === undefined) return result;
  const codes = rules.map((r) => r.brand_code);
  const waivers = new Map(
    (await overridesOf(ctx.db, codes, first, last)).map((o) => [
      `${o.brand_code} ${o.month}`,
      o.sales_percentage,
    ]),
  );
  for (const currency of new Set(rules.map((r) => r.currency_code))) {
    const ofCurrency = rules.filter((r) => r.currency_code === currency);
    const brandCodes = ofCurrency.map((r) => r.brand_code);
    const marketplaceIds = marketplacesOf(currency);
    const sales = new Map(
      (await monthlySalesOf(ctx.db, brandCodes, marketplaceIds, `${first}-01`, `${nextMonth(last)}-01`)).map(
        (s) => [`${s.brand_code} ${s.month}`, s],
      ),
    );
    const lastDays = await lastLoadedDays(ctx.db, brandCodes, marketplaceIds);
    for (const rule of ofCurrency) {
      const rows = months.map((month): CommissionMonthRow => {
        const key = `${rule.brand_code} ${month}`;
        const monthSales = { sales: sales.get(key)?.sales ?? 0, units: sales.get(key)?.units ?? 0 };
        const input = {
          ...monthSales,
          daysLoaded: daysLoadedOf(month, lastDays.get(rule.brand_code) ?? null),
          daysInMonth: daysInMonth(month),
          waivedPercentage: waivers.get(key) ?? 0,
        };
        return {
          month,
          sales: roundMoney(input.sales),
          units: input.units,
          days_loaded: input.daysLoaded,
          days_in_month: input.daysInMonth,
          sales_percentage: input.waivedPercentage,
          ...monthlyCommission(rule, input),
        };
      });
      result.set(rule.brand_code, rows);
    }
  }
  return result;
}

/** The sums of value and predicted over months, rounded once. */
export const totalOf = (rows: readonly { value: number; predicted: number }[]) => ({
  value: roundMoney(rows.reduce((sum, r) => sum + r.value, 0)),
  predicted: roundMoney(rows.reduce((sum, r) => sum + r.predicted, 0)),
});
