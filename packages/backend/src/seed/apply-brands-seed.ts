import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Performance checklist items of the demo brands and the statuses they take. */
const CHECKLIST_ITEMS = ['Account Health', 'Buy Box', 'Inventory', 'Reviews', 'Listing Quality'];
const CHECKLIST_STATUSES = ['Good', 'Good', 'Good', 'Needs attention', 'Poor'];
export const DEMO_BRAND_ATTRIBUTES = [
  { name: 'Priority', type: 'TEXT' },
  { name: 'Slack channel', type: 'LINK' },
  { name: 'Target ACoS', type: 'NUMBER' },
  { name: 'Strategist', type: 'USER' },
] as const;
const PRIORITIES = ['High', 'Medium', 'Low'];
const TIERS = ['Gold', 'Silver', 'Bronze'];
const MAX_RESULTS = 2;

/** A number in [0, n) from a brand code and a purpose: the same on every run. */
const pickOf = (code: string, purpose: string, n: number) =>
  createHash('sha256').update(`${purpose}:${code}`).digest().readUInt32BE(0) % n;

/**
 * Fills the brand field groups of migration 0007 for the demo brands (run after the demo seed):
 * checklist, commercial fields, role assignments, custom attributes and subscription records.
 * Deterministic from the brand codes, so the demo and test snapshots never drift.
 */
export async function seedDemoBrandFields(db: Kysely<Database>): Promise<void> {
  const brands = await db
    .selectFrom('brands')
    .select(['brand_code', 'type_id', 'subscription_status', 'account_manager_id', 'created_at'])
    .orderBy('brand_code')
    .execute();
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ['manager', 'user', 'standard_agency_user'])
    .orderBy('email')
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('brand_custom_attributes')
      .values([...DEMO_BRAND_ATTRIBUTES])
      .execute();
    await trx.insertInto('sku_custom_attributes').values({ name: 'Launch wave', type: 'TEXT' }).execute();
    for (const brand of brands) {
      const code = brand.brand_code;
      const staffId = (purpose: string) => staff[pickOf(code, purpose, staff.length)]?.id ?? null;
      const day = new Date(new Date(brand.created_at).getTime() - pickOf(code, 'contract', 400) * 86_400_000);
      await trx
        .updateTable('brands')
        .set({
          performance_checklist: JSON.stringify(
            Object.fromEntries(
              CHECKLIST_ITEMS.map((item) => [
                item,
                { status: CHECKLIST_STATUSES[pickOf(code, item, 5)] ?? 'Good' },
              ]),
            ),
          ),
          brand_tier: TIERS[pickOf(code, 'tier', 3)] ?? null,
          monthly_ad_budget: String(1000 + pickOf(code, 'budget', 90) * 250),
          revenue_rate_30d: String((pickOf(code, 'rate', 2000) - 600) / 100),
          contract_date: day.toISOString().slice(0, 10),
          fba: pickOf(code, 'fba', 4) > 0,
          fbm: pickOf(code, 'fbm', 3) === 0,
          website: `https://www.example.com/${code.toLowerCase()}`,
          seller_central_account_location: brand.type_id === MAX_RESULTS ? 'US' : null,
          account_manager_assistant_id: staffId('assistant'),
          case_manager_id: staffId('case'),
          advertising_id: staffId('advertising'),
          think_tank: ['North', 'South', 'East'][pickOf(code, 'think', 3)] ?? null,
          ...(brand.subscription_status
            ? {
                stripe_subscription_id: `sub_${code.toLowerCase()}`,
                stripe_customer_ids: JSON.stringify([`cus_${code.toLowerCase()}`]),
                stripe_data: JSON.stringify({
                  id: `sub_${code.toLowerCase()}`,
                  status: brand.subscription_status,
                }),
              }
            : {}),
        })
        .where('brand_code', '=', code)
        .execute();
      const strategist = staffId('strategist');
      const values = [
        { name: 'Priority', value: PRIORITIES[pickOf(code, 'priority', 3)] ?? null },
        { name: 'Target ACoS', value: String(15 + pickOf(code, 'acos', 20)) },
        ...(strategist ? [{ name: 'Strategist', value: strategist }] : []),
      ];
      await trx
        .insertInto('brand_custom_attribute_values')
        .values(values.map((v) => ({ ...v, brand_code: code })))
        .execute();
    }
  });
}
