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
import { splitIntoWeeks } from '../seller-data/iso-weeks.ts';
import { monthToDateDays } from '../seller-data/period-cover.ts';
import type { AdFilters, AdQueryScope } from './advertising.types.ts';

/**
 * SQL pieces shared by the group, summary and chart queries. Identifiers come only from the
 * whitelists below (never from the caller); every value is a bound parameter.
 */

/**
 * Group key and display name per group-by option (spec 1 §9); `present`, the entity id a row needs
 * to count in the grouping, and `leaf`, that id's bit in the brand-day rollup's `leaves`.
 */
const GROUPINGS: Record<AdGroupBy, { key: string; name: string; present?: string; leaf?: number }> = {
  campaign: { key: 'e.campaign_id', name: 'e.campaign_name', present: 'e.campaign_id', leaf: 1 },
  adGroup: { key: 'e.ad_group_id', name: 'e.ad_group_name', present: 'e.ad_group_id', leaf: 2 },
  // Keyword and target reports cover only the leaves of that kind, as Amazon's reports do.
  keyword: { key: 'e.keyword_id', name: 'e.keyword_text', present: 'e.keyword_id', leaf: 4 },
  target: { key: 'e.target_id', name: 'e.target_expression', present: 'e.target_id', leaf: 8 },
  advertiser: { key: 'e.advertiser_id', name: 'e.advertiser_name', present: 'e.advertiser_id', leaf: 16 },
  brand: { key: 'p.brand_code', name: 'b.name' },
};

/**
 * An entity's `leaves` in the brand-day rollup (`ad_performance_brand_daily`, docs/decisions/0617):
 * the bits of the grouping ids it carries, from GROUPINGS.
 */
export function leavesSql(entity: string): RawBuilder<unknown> {
  const bits = Object.values(GROUPINGS).flatMap((g) =>
    g.present && g.leaf
      ? [`(case when ${g.present.replace('e.', `${entity}.`)} is not null then ${g.leaf} else 0 end)`]
      : [],
  );
  return sql.raw(bits.join(' | '));
}

const groupKeySql = (groupBy: AdGroupBy) => sql.raw(GROUPINGS[groupBy].key);
const groupNameSql = (groupBy: AdGroupBy) => sql.raw(GROUPINGS[groupBy].name);

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
 * Where the rows of a read come from (docs/decisions/0617, 0638): `facts`, the entity-days
 * (`ad_performance_daily`); `weeks`, the same sums per entity with the period's whole weeks read from
 * the entity-week rollup and only its other days from the facts; `month-to-date`, each entity's
 * month-to-date rows at the period's month ends less the one before its start (`weeks` and
 * `month-to-date` have no `report_date`: for groups and totals, through `entityRowsSql`);
 * `brand-days`, the brand-day rollup (no entity: for the daily series, when `brandDaysAnswer` says
 * it can).
 */
export type AdRowSource = 'facts' | 'weeks' | 'month-to-date' | 'brand-days';
/** The sources of `entityRowsSql`: a period's rows per entity. */
export type AdEntitySource = 'facts' | 'weeks' | 'month-to-date';

/**
 * Whether the brand-day rollup answers a read exactly: it has no entity names, so a search on one
 * needs the facts; a brand's name is on the brand row it joins.
 */
export const brandDaysAnswer = (filters: AdFilters): boolean =>
  !filters.searchStr || filters.groupBy === 'brand';

/**
 * A period as entity rows: each whole week's row of the entity-week rollup and each other day's
 * fact, one row per entity and week or day, so their sums are the period's. Each arm carries the
 * type and marketplace in its own where clause.
 */
function entityPeriodSql(filters: AdFilters, range: { from: string; to: string }): RawBuilder<unknown> {
  const { weeks, days } = splitIntoWeeks(range);
  // Only the parts the type sums: the rows stay narrow through the append and the sums.
  const columns = sql.raw(['entity_id', 'brand_code', ...partsOf(filters.adType)].join(', '));
  const ofType = sql`ad_type = ${filters.adType} and marketplace_id = ${filters.marketplaceId}`;
  const arms = days.map(
    (run) =>
      sql`select ${columns} from ad_performance_daily where ${ofType}
        and report_date between ${run.from}::date and ${run.to}::date`,
  );
  if (weeks) {
    arms.push(sql`select ${columns} from ad_performance_weekly where ${ofType}
      and week_start between ${weeks.from}::date and ${weeks.to}::date`);
  }
  return sql`(${sql.join(arms, sql` union all `)})`;
}

/**
 * A period as signed entity rows of the month-to-date rollup (docs/decisions/0638): each entity's
 * row at every month end inside the period (the period's last day in its own month) holds that
 * month's sums so far, and the row at the day before the period, when it starts after a 1st, is
 * subtracted (its parts negated: exact, and no numeric product per part). Summed per entity they
 * are the period's sums, `fact_days` its entity-days with a fact. Each arm carries the type and
 * marketplace in its own where clause and seeks the scope index at its days.
 */
function entityMonthToDateSql(filters: AdFilters, range: { from: string; to: string }): RawBuilder<unknown> {
  const { ends, before } = monthToDateDays(range);
  const parts = partsOf(filters.adType);
  const ofType = sql`ad_type = ${filters.adType} and marketplace_id = ${filters.marketplaceId}`;
  const arms = [
    sql`select ${sql.raw(['entity_id', 'brand_code', ...parts, 'fact_days'].join(', '))}
      from ad_performance_month_to_date where ${ofType} and report_date = any(${ends}::date[])`,
  ];
  if (before) {
    const negated = [...parts, 'fact_days'].map((part) => `-${part} as ${part}`);
    arms.push(sql`select ${sql.raw(['entity_id', 'brand_code', ...negated].join(', '))}
      from ad_performance_month_to_date where ${ofType} and report_date = ${before}::date`);
  }
  return sql`(${sql.join(arms, sql` union all `)})`;
}

/** Conditions on a row's own columns (`p`): type, marketplace, days (facts and brand-days), brands. */
function rowConditions(
  filters: AdFilters,
  scope: AdQueryScope,
  range: { from: string; to: string },
  source: AdRowSource,
): RawBuilder<unknown>[] {
  // The entity-week and month-to-date arms carry the type, marketplace and days themselves.
  const conditions =
    source === 'weeks' || source === 'month-to-date'
      ? []
      : [
          sql`p.ad_type = ${filters.adType}`,
          sql`p.marketplace_id = ${filters.marketplaceId}`,
          sql`p.report_date between ${range.from}::date and ${range.to}::date`,
        ];
  conditions.push(inBrandScope(scope.brandCodes, 'p.brand_code'));
  return conditions;
}

/**
 * Conditions on the joined entity (`e`) and brand (`b`): account managers, the grouping's own
 * leaves, the search on the grouping's name. The brand-day rollup's rows join only brands: their
 * `leaves` stand for the entities.
 */
function joinedConditions(
  filters: AdFilters,
  scope: AdQueryScope,
  source: AdRowSource,
): RawBuilder<unknown>[] {
  const grouping = GROUPINGS[filters.groupBy];
  const conditions: RawBuilder<unknown>[] = [];
  if (scope.accountManagers.length > 0) {
    conditions.push(
      sql`b.account_manager_id::text in (${sql.join(scope.accountManagers.map((id) => sql`${id}`))})`,
    );
  }
  if (source === 'brand-days') {
    if (grouping.leaf) conditions.push(sql`p.leaves & ${sql.lit(grouping.leaf)} <> 0`);
  } else if (grouping.present) {
    conditions.push(sql`${sql.raw(grouping.present)} is not null`);
  }
  if (filters.searchStr) {
    if (source === 'brand-days' && !brandDaysAnswer(filters)) {
      throw new Error('the brand-day rollup has no entity names to search');
    }
    const pattern = `%${filters.searchStr.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${sql.raw(grouping.name)} ilike ${pattern}`);
  }
  return conditions;
}

const whereSql = (conditions: RawBuilder<unknown>[]) =>
  conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * The filtered rows of one day each, for the daily series: ad type, marketplace, range, brand
 * scope, account managers, search on the grouping's name, and the grouping's own leaves. Joins
 * entities (names) and brands; the brand-day rollup's rows join only brands.
 */
export function filteredRowsSql(
  filters: AdFilters,
  scope: AdQueryScope,
  range: { from: string; to: string },
  source: 'facts' | 'brand-days' = 'facts',
): RawBuilder<unknown> {
  const where = whereSql([
    ...rowConditions(filters, scope, range, source),
    ...joinedConditions(filters, scope, source),
  ]);
  if (source === 'brand-days') {
    return sql`ad_performance_brand_daily p join brands b on b.brand_code = p.brand_code ${where}`;
  }
  return sql`ad_performance_daily p
    join ad_entities e on e.id = p.entity_id
    join brands b on b.brand_code = p.brand_code
    ${where}`;
}

/**
 * The filtered rows of a period summed per entity first, then joined (docs/decisions/0629): one
 * row per entity and brand with the grouping's key (`id`) and name, the brand code and the type's
 * parts, as a statement. Every filter but the brands is on the entity or its brand, so the ~59,000
 * entity-weeks and edge days of 90 days over every brand (16× demo data) are hashed to ~3,300
 * entities before the joins, and the groups, their count, their brands and the totals are read
 * from those. Sums of sums are exact (numeric and bigint), so the answers are the rows' own. From
 * the month-to-date rollup an entity whose signed fact days sum to 0 had no fact in the period and
 * is left out, as the days leave it out (0638).
 */
export function entityRowsSql(
  filters: AdFilters,
  scope: AdQueryScope,
  range: { from: string; to: string },
  source: AdEntitySource,
): RawBuilder<unknown> {
  const parts = partsOf(filters.adType);
  const sums = sql.raw(parts.map((part) => `sum(p.${part}) as ${part}`).join(', '));
  const rows =
    source === 'weeks'
      ? entityPeriodSql(filters, range)
      : source === 'month-to-date'
        ? entityMonthToDateSql(filters, range)
        : sql`ad_performance_daily`;
  const having = source === 'month-to-date' ? sql`having sum(p.fact_days) > 0` : sql``;
  return sql`
    select ${groupKeySql(filters.groupBy)}::text as id, ${groupNameSql(filters.groupBy)} as name, p.brand_code,
      ${sql.raw(parts.map((part) => `p.${part}`).join(', '))}
    from (
      select p.entity_id, p.brand_code, ${sums} from ${rows} p
      ${whereSql(rowConditions(filters, scope, range, source))}
      group by p.entity_id, p.brand_code ${having}
    ) p
    join ad_entities e on e.id = p.entity_id
    join brands b on b.brand_code = p.brand_code
    ${whereSql(joinedConditions(filters, scope, source))}`;
}
