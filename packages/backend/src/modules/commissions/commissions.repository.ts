import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

const inList = (values: readonly string[]): RawBuilder<unknown> => sql`(${sql.join(values)})`;

/** A stored rule with the brand fields the commissions table shows; tiers still unchecked jsonb. */
export interface StoredRule {
  brand_code: string;
  name: string;
  category: string | null;
  account_manager: string | null;
  currency_code: string;
  fixed: number;
  minimum: number;
  operator: string;
  tiers: unknown;
}

export async function brandExists(db: Db, brandCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('brands')
    .select('brand_code')
    .where('brand_code', '=', brandCode)
    .executeTakeFirst();
  return row !== undefined;
}

/** The rules of the given brands (every brand with a rule when null), by brand code. */
export async function rulesOf(db: Db, brandCodes: readonly string[] | null): Promise<StoredRule[]> {
  if (brandCodes !== null && brandCodes.length === 0) return [];
  const only = brandCodes === null ? sql`` : sql`where r.brand_code in ${inList(brandCodes)}`;
  const { rows } = await sql<StoredRule>`
    select r.brand_code, b.name, b.category, u.name as account_manager, r.currency_code,
      r.fixed::float8 as fixed, r.minimum::float8 as minimum, r.operator, r.tiers
    from commission_rules r
    join brands b on b.brand_code = r.brand_code
    left join users u on u.id = b.account_manager_id
    ${only}
    order by r.brand_code`.execute(db);
  return rows;
}

export interface MonthSalesRow {
  brand_code: string;
  month: string;
  sales: number;
  units: number;
}

/**
 * Each brand's gross sales and units per month in the given marketplaces (those of one currency),
 * from `fromDay` (a month's first day) up to, not including, `beforeDay`.
 */
export async function monthlySalesOf(
  db: Db,
  brandCodes: readonly string[],
  marketplaceIds: readonly string[],
  fromDay: string,
  beforeDay: string,
): Promise<MonthSalesRow[]> {
  if (brandCodes.length === 0 || marketplaceIds.length === 0) return [];
  const { rows } = await sql<MonthSalesRow>`
    select brand_code, to_char(date_trunc('month', report_date), 'YYYY-MM') as month,
      sum(total_sales)::float8 as sales, sum(units_ordered)::int as units
    from brand_daily_sales
    where brand_code in ${inList(brandCodes)} and marketplace_id in ${inList(marketplaceIds)}
      and report_date >= ${fromDay}::date and report_date < ${beforeDay}::date
    group by 1, 2`.execute(db);
  return rows;
}

/** Each brand's last day of sales loaded in the given marketplaces ('YYYY-MM-DD'). */
export async function lastLoadedDays(
  db: Db,
  brandCodes: readonly string[],
  marketplaceIds: readonly string[],
): Promise<Map<string, string>> {
  if (brandCodes.length === 0 || marketplaceIds.length === 0) return new Map();
  const { rows } = await sql<{ brand_code: string; last_day: string }>`
    select brand_code, to_char(max(report_date), 'YYYY-MM-DD') as last_day
    from brand_daily_sales
    where brand_code in ${inList(brandCodes)} and marketplace_id in ${inList(marketplaceIds)}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [r.brand_code, r.last_day]));
}

export interface OverrideRow {
  brand_code: string;
  month: string;
  sales_percentage: number;
}

/** The waivers of the brands between two months ('YYYY-MM', inclusive). */
export async function overridesOf(
  db: Db,
  brandCodes: readonly string[],
  fromMonth: string,
  toMonth: string,
): Promise<OverrideRow[]> {
  if (brandCodes.length === 0) return [];
  const { rows } = await sql<OverrideRow>`
    select brand_code, to_char(month, 'YYYY-MM') as month, sales_percentage::float8 as sales_percentage
    from commission_overrides
    where brand_code in ${inList(brandCodes)}
      and month >= ${`${fromMonth}-01`}::date and month <= ${`${toMonth}-01`}::date`.execute(db);
  return rows;
}

/** Stores the month's waiver, replacing an earlier one (one statement: all or nothing). */
export async function upsertOverride(
  db: Db,
  override: { brandCode: string; month: string; salesPercentage: number; waivedBy: string },
): Promise<OverrideRow> {
  const { rows } = await sql<OverrideRow>`
    insert into commission_overrides (brand_code, month, sales_percentage, waived_by)
    values (${override.brandCode}, ${`${override.month}-01`}::date, ${override.salesPercentage}, ${override.waivedBy})
    on conflict (brand_code, month) do update
      set sales_percentage = excluded.sales_percentage, waived_by = excluded.waived_by, updated_at = now()
    returning brand_code, to_char(month, 'YYYY-MM') as month, sales_percentage::float8 as sales_percentage`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('the override was not stored');
  return row;
}
