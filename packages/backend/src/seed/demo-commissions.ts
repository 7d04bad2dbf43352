import type { CommissionTier } from '@portal/schema';
import { commissionRuleModel } from '@portal/schema/rest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const percent = (value: number, from: number, to: number | null, threshold = 0): CommissionTier => ({
  compare_var: 'sales',
  compare_threshold: threshold,
  value,
  value_var: 'PERCENTAGE',
  value_from: from,
  value_to: to,
});

/**
 * One rule per shape the agency bills by (docs/decisions/0220); FFP002, AA001 and the brands not
 * named here have none. Amounts in US dollars, on the brands' US-dollar marketplace sales.
 */
const DEMO_RULES = {
  // Retainer plus brackets: 8 % of the first 20,000, 5 % above once the month reaches 20,000.
  MC001: {
    fixed: 1500,
    minimum: 0,
    operator: 'AND',
    tiers: [percent(8, 0, 20_000), percent(5, 20_000, null, 20_000)],
  },
  // The greater of a flat fee and 10 % of sales, never under 1,000.
  MR001: { fixed: 2000, minimum: 1000, operator: 'OR', tiers: [percent(10, 0, null)] },
  // 6 % of sales plus a 500 bonus from 1,000 units a month.
  MR100: {
    fixed: 0,
    minimum: 750,
    operator: 'AND',
    tiers: [
      percent(6, 0, null),
      {
        compare_var: 'units',
        compare_threshold: 1000,
        value: 500,
        value_var: 'FIXED',
        value_from: 0,
        value_to: null,
      },
    ],
  },
  // A fixed monthly fee only.
  E3K001: { fixed: 2500, minimum: 0, operator: 'AND', tiers: [] },
  // Three brackets with a floor: 7 % to 15,000, 4 % to 60,000, 2 % beyond.
  FFP001: {
    fixed: 0,
    minimum: 900,
    operator: 'AND',
    tiers: [percent(7, 0, 15_000), percent(4, 15_000, 60_000, 15_000), percent(2, 60_000, null, 60_000)],
  },
} as const;

/**
 * The billed brands' categories (spec 2 §3: a comma-separated list), set only where the brand has
 * none: the commissions screen groups by category, and two pairs share one so a group sums brands.
 */
const DEMO_CATEGORIES: Record<keyof typeof DEMO_RULES, string> = {
  MC001: 'Sports & Outdoors',
  FFP001: 'Sports & Outdoors',
  MR001: 'Home & Kitchen',
  MR100: 'Home & Kitchen, Pet Supplies',
  E3K001: 'Beauty & Personal Care',
};

/** 'YYYY-MM-01' of the month `back` months before `now`'s (UTC). */
const monthStart = (now: Date, back: number): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);

/** The demo commission rules and two waivers (last month's and the month before's), checked by the model. */
export async function seedDemoCommissions(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const present = new Set(
    (await db.selectFrom('brands').select('brand_code').execute()).map((b) => b.brand_code),
  );
  const rules = Object.entries(DEMO_RULES)
    .filter(([code]) => present.has(code))
    .map(([code, rule]) => {
      const checked = commissionRuleModel.parse({ ...rule, currency_code: 'USD' });
      return { brand_code: code, ...checked, tiers: JSON.stringify(checked.tiers) };
    });
  if (rules.length === 0) return;
  await db.insertInto('commission_rules').values(rules).execute();
  for (const { brand_code } of rules) {
    await db
      .updateTable('brands')
      .set({ category: DEMO_CATEGORIES[brand_code as keyof typeof DEMO_RULES] })
      .where('brand_code', '=', brand_code)
      .where('category', 'is', null)
      .execute();
  }
  const waivers = [
    { brand_code: 'MC001', month: monthStart(now, 1), sales_percentage: 5 },
    { brand_code: 'MR001', month: monthStart(now, 2), sales_percentage: 12.5 },
  ].filter((w) => present.has(w.brand_code));
  if (waivers.length > 0) await db.insertInto('commission_overrides').values(waivers).execute();
}
