import { COMMISSION_METRIC } from '@portal/schema';
import type { brandCommissionRowShape, commissionSeriesShape } from '@portal/schema/rest';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { overridesOf, upsertOverride } from './commissions.repository.ts';
import {
  type BrandRule,
  commissionMonths,
  loadRules,
  monthsOfRange,
  NO_COMMISSION_RULE,
  requireBrand,
  totalOf,
} from './commissions.service.ts';

type Range = { from: string; to: string };
type Compared = Range & { compareFrom?: string | undefined; compareTo?: string | undefined };

const toOverride = (o: { brand_code: string; month: string; sales_percentage: number }) => ({
  brandCode: o.brand_code,
  month: o.month,
  salesPercentage: o.sales_percentage,
});

async function ruleOrNull(ctx: AppContext, brand: string): Promise<BrandRule | null> {
  await requireBrand(ctx, brand);
  return (await loadRules(ctx, [brand]))[0] ?? null;
}

async function requireRule(ctx: AppContext, brand: string): Promise<BrandRule> {
  const rule = await ruleOrNull(ctx, brand);
  if (!rule) throw notFound(NO_COMMISSION_RULE);
  return rule;
}

/** GET brand-commission/rule/{brand}. */
export async function commissionRule(ctx: AppContext, brand: string) {
  const rule = await ruleOrNull(ctx, brand);
  if (!rule) return null;
  const { brand_code, currency_code, fixed, minimum, operator, tiers } = rule;
  return { brand_code, currency_code, fixed, minimum, operator, tiers: [...tiers] };
}

/** GET brand-commission/detail/{brand} (from, to): the months of the range and their sums. */
export async function commissionDetail(ctx: AppContext, brand: string, range: Range) {
  const rule = await requireRule(ctx, brand);
  const months = (await commissionMonths(ctx, [rule], monthsOfRange(range.from, range.to))).get(brand) ?? [];
  return { brand_code: brand, currency_code: rule.currency_code, ...totalOf(months), months };
}

/** GET brand-commission/override (brandCode, month): the month's waiver, or null. */
export async function commissionOverride(ctx: AppContext, brandCode: string, month: string) {
  await requireBrand(ctx, brandCode);
  const [row] = await overridesOf(ctx.db, [brandCode], month, month);
  return row ? toOverride(row) : null;
}

/** POST brand-commission/override: stores (or replaces) the month's waiver of a brand with a rule. */
export async function waiveCommission(
  ctx: AppContext,
  principal: Principal,
  body: { brandCode: string; month: string; salesPercentage: number },
) {
  await requireRule(ctx, body.brandCode);
  return toOverride(await upsertOverride(ctx.db, { ...body, waivedBy: principal.userId }));
}

type Row = z.output<typeof brandCommissionRowShape>;

/** GET brand-commission/all: every brand with a rule, by brand code, with the compare range's sums. */
export async function allCommissions(ctx: AppContext, query: Compared): Promise<Row[]> {
  const rules = await loadRules(ctx, null);
  const current = await commissionMonths(ctx, rules, monthsOfRange(query.from, query.to));
  const previous =
    query.compareFrom && query.compareTo
      ? await commissionMonths(ctx, rules, monthsOfRange(query.compareFrom, query.compareTo))
      : null;
  return rules.map((rule) => {
    const now = totalOf(current.get(rule.brand_code) ?? []);
    const before = previous ? totalOf(previous.get(rule.brand_code) ?? []) : null;
    return {
      brand_code: rule.brand_code,
      name: rule.name,
      category: rule.category,
      account_manager: rule.account_manager,
      currency_code: rule.currency_code,
      value: now.value,
      predicted: now.predicted,
      old_value: before?.value ?? null,
      old_predicted: before?.predicted ?? null,
    };
  });
}

type Series = z.output<typeof commissionSeriesShape>;

/** Sums the brands' months per currency: amounts of different currencies are never added. */
function seriesOf(
  rules: readonly BrandRule[],
  perBrand: Map<string, { month: string; value: number; predicted: number }[]>,
  months: readonly string[],
  type: Series['type'],
): Series[] {
  return [...new Set(rules.map((r) => r.currency_code))].sort().map((currency) => {
    const ofCurrency = rules.filter((r) => r.currency_code === currency);
    const data = months.map((month) => {
      const rows = ofCurrency.flatMap(
        (r) => perBrand.get(r.brand_code)?.filter((m) => m.month === month) ?? [],
      );
      return { date: `${month}-01`, ...totalOf(rows) };
    });
    return { metric: COMMISSION_METRIC, type, currency_code: currency, data };
  });
}

/** POST brand-commission/metric: the chosen brands' (all with a rule when none) commission per month. */
export async function commissionMetric(
  ctx: AppContext,
  body: Compared & { brands: string[] },
): Promise<Series[]> {
  const rules = await loadRules(ctx, body.brands.length > 0 ? body.brands : null);
  const months = monthsOfRange(body.from, body.to);
  const series = seriesOf(rules, await commissionMonths(ctx, rules, months), months, 'current');
  if (!body.compareFrom || !body.compareTo) return series;
  const before = monthsOfRange(body.compareFrom, body.compareTo);
  return [...series, ...seriesOf(rules, await commissionMonths(ctx, rules, before), before, 'previous')];
}
