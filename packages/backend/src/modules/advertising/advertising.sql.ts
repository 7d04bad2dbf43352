import {
  AD_METRIC_TABLE,
  AD_METRICS,
  AD_PART_IDS,
  type AdGroupBy,
  type AdMetricId,
  type AdPartId,
  type AdType,
  ratioFactorOf,
} from '@portal/schema';
import { type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { AdFilters, AdQueryScope } from './advertising.types.ts';

/**
 * SQL pieces shared by the group, summary and chart queries. Identifiers come only from the
 * whitelists below (never from the caller); every value is a bound parameter.
 */

/** Group key and display name per group-by option (spec 1 §9). */
const GROUPINGS: Record<AdGroupBy, { key: string; name: string; present?: string }> = {
  campaign: { key: 'e.campaign_id', name: 'e.campaign_name', present: 'e.campaign_id' },
  adGroup: { key: 'e.ad_group_id', name: 'e.ad_group_name', present: 'e.ad_group_id' },
  // Keyword and target reports cover only the leaves of that kind, as Amazon's reports do.
  keyword: { key: 'e.keyword_id', name: 'e.keyword_text', present: 'e.keyword_id' },
  target: { key: 'e.target_id', name: 'e.target_expression', present: 'e.target_id' },
  advertiser: { key: 'e.advertiser_id', name: 'e.advertiser_name', present: 'e.advertiser_id' },
  brand: { key: 'p.brand_code', name: 'b.name' },
};

export const groupKeySql = (groupBy: AdGroupBy) => sql.raw(GROUPINGS[groupBy].key);
export const groupNameSql = (groupBy: AdGroupBy) => sql.raw(GROUPINGS[groupBy].name);

/** Whether a metric is a part stored per day (a column of ad_performance_daily). */
const isAdditive = (metric: string): metric is AdPartId =>
  (AD_PART_IDS as readonly string[]).includes(metric);

/** The stored values a metric is computed from: itself, or a ratio's numerator and denominator. */
function inputsOf(metric: AdMetricId): AdMetricId[] {
  const { source } = AD_METRIC_TABLE[metric];
  return source.kind === 'ratio' ? [source.numerator, source.denominator] : [metric];
}

const inputsOfType = (adType: AdType): AdMetricId[] => [
  ...new Set(AD_METRICS[adType].flatMap((m) => inputsOf(m.id))),
];

/** Additive columns an ad type reads (its metrics plus the parts of its ratios), from the metric table. */
export const partsOf = (adType: AdType): AdPartId[] =>
  inputsOfType(adType).filter((id): id is AdPartId => isAdditive(id));

/** Whether the ad type needs the brands' whole sales (the TACoS base) besides its own rows. */
export const readsBrandSales = (adType: AdType): boolean =>
  inputsOfType(adType).some((id) => AD_METRIC_TABLE[id].source.kind === 'brandSales');

/**
 * The ratio metrics of an ad type with their parts and factor (100 for percent ratios), computed
 * from summed values.
 */
export const ratiosOf = (adType: AdType) =>
  AD_METRICS[adType].flatMap((m) =>
    m.source.kind === 'ratio' ? [{ id: m.id, ...m.source, factor: ratioFactorOf(m.unit) }] : [],
  );

/** `sum(p.x)` for each part, as float8 so both drivers answer numbers. */
export function sumsSql(parts: readonly AdPartId[], source = 'p'): RawBuilder<unknown> {
  return sql.raw(
    parts
      .map((part) => {
        const sum = `coalesce(sum(${source}.${part}), 0)`;
        return AD_METRIC_TABLE[part].unit === 'money'
          ? `round(${sum}, 2)::float8 as ${part}`
          : `${sum}::float8 as ${part}`;
      })
      .join(', '),
  );
}

/**
 * A ratio times its factor (100 for a percent), rounded to 2 decimals, from summed parts; null when
 * the base is zero. The factor comes from the metric table, never from the caller.
 */
export const ratioSql = (numerator: string, denominator: string, factor: number): string =>
  `case when ${denominator} > 0 then round((${Number(factor)} * ${numerator} / ${denominator})::numeric, 2)::float8 end`;

/**
 * The filtered daily rows: ad type, marketplace, range, brand scope, account managers, search on
 * the grouping's name, and the grouping's own leaves. Joins entities (names) and brands.
 */
export function filteredRowsSql(
  filters: AdFilters,
  scope: AdQueryScope,
  range: { from: string; to: string },
): RawBuilder<unknown> {
  const grouping = GROUPINGS[filters.groupBy];
  const conditions = [
    sql`p.ad_type = ${filters.adType}`,
    sql`p.marketplace_id = ${filters.marketplaceId}`,
    sql`p.report_date between ${range.from}::date and ${range.to}::date`,
  ];
  conditions.push(inBrandScope(scope.brandCodes, 'p.brand_code'));
  if (scope.accountManagers.length > 0) {
    conditions.push(
      sql`b.account_manager_id::text in (${sql.join(scope.accountManagers.map((id) => sql`${id}`))})`,
    );
  }
  if (grouping.present) conditions.push(sql`${sql.raw(grouping.present)} is not null`);
  if (filters.searchStr) {
    const pattern = `%${filters.searchStr.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${sql.raw(grouping.name)} ilike ${pattern}`);
  }
  return sql`ad_performance_daily p
    join ad_entities e on e.id = p.entity_id
    join brands b on b.brand_code = p.brand_code
    where ${sql.join(conditions, sql` and `)}`;
}
