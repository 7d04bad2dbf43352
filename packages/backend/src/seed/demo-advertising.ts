import { addIsoDays, todayUtc } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { refreshAdRollups } from '../modules/advertising/refresh-ad-rollups.ts';
import { type DemoAdEntity, HISTORY_DAYS, planAdEntities } from './demo-advertising-plan.ts';
import { DEFAULT_DEMO_SEED } from './demo-data.ts';
import type { DemoBrand } from './demo-data.types.ts';

const CHUNK = 400;

/**
 * Seeds 15 months of daily advertising performance for the demo brands. The
 * entities are planned in TypeScript (seeded random); the daily rows are drawn inside the database
 * (one INSERT … SELECT per chunk, noise from md5 of seed, entity and day), which keeps seeding in
 * seconds even at 10× scale. Same seed, scale and day: same numbers, on PGlite and PostgreSQL.
 *
 * Every row is internally consistent: orders ≤ clicks ≤ impressions, purchases ≤ add-to-cart ≤
 * detail page views ≤ click-throughs; volume follows a Q4 peak, a July bump, weekends and growth.
 */
export async function seedAdvertisingDemo(
  db: Kysely<Database>,
  brands: DemoBrand[],
  opts: { seed: number; scale: number; now: Date },
): Promise<{ entities: number }> {
  const entities = planAdEntities(brands, opts.seed, opts.scale);
  const yesterday = addIsoDays(todayUtc(opts.now), -1);
  const history = Array.from({ length: HISTORY_DAYS }, (_, i) =>
    addIsoDays(yesterday, i - (HISTORY_DAYS - 1)),
  );
  for (let i = 0; i < entities.length; i += CHUNK) {
    const chunk = entities.slice(i, i + CHUNK);
    await db.insertInto('ad_entities').values(chunk.map(toEntityRow)).execute();
    await insertDailyRows(db, chunk, opts.seed, yesterday);
    // The rollups the reads sum (docs/decisions/0617), kept by the same path as the facts.
    await refreshAdRollups(
      db,
      chunk.map((e) => e.id),
      history,
    );
  }
  // Fresh statistics, so the first queries after seeding get index plans, not guesses. (The brands'
  // whole sales come from the seller data seed, which follows this advertising.)
  await sql`analyze ad_entities, ad_performance_daily, ad_performance_weekly, ad_performance_month_to_date,
    ad_performance_brand_daily`.execute(db);
  return { entities: entities.length };
}

function toEntityRow(e: DemoAdEntity) {
  return {
    id: e.id,
    brand_code: e.brandCode,
    marketplace_id: e.marketplaceId,
    ad_type: e.adType,
    campaign_id: e.campaignId,
    campaign_name: e.campaignName,
    ad_group_id: e.adGroupId,
    ad_group_name: e.adGroupName,
    keyword_id: e.keywordId,
    keyword_text: e.keywordText,
    target_id: e.targetId,
    target_expression: e.targetExpression,
    advertiser_id: e.advertiserId,
    advertiser_name: e.advertiserName,
  };
}

// Uniform [0, 1] draws from four 32-bit slices of one md5.
const U = (slice: number) =>
  `(('x' || substr(h, ${slice * 8 + 1}, 8))::bit(32)::bigint::float8 / 4294967295.0::float8)`;

async function insertDailyRows(db: Kysely<Database>, chunk: DemoAdEntity[], seed: number, yesterday: string) {
  const params = sql.join(
    chunk.map((e) => {
      const gapFrom = e.gap ? addIsoDays(yesterday, -e.gap[0]) : null;
      const gapTo = e.gap ? addIsoDays(yesterday, -e.gap[1]) : null;
      return sql`(${e.id}::int, ${e.volume}::float8, ${e.rate}::float8, ${e.conversion}::float8, ${e.price}::float8,
        ${e.orderValue}::float8, ${addIsoDays(yesterday, -e.startDaysAgo)}::date, ${gapFrom}::date, ${gapTo}::date)`;
    }),
  );
  const first = addIsoDays(yesterday, -(HISTORY_DAYS - 1));
  await sql`
    with params (id, volume, rate, conversion, price, order_value, start_day, gap_from, gap_to) as (values ${params}),
    days as (
      select d::date as day,
        -- Seasonality by month (Q4 peak, July's Prime Day), weekday shape, slow growth.
        (array[0.82, 0.8, 0.9, 0.92, 0.97, 1.0, 1.22, 0.98, 1.0, 1.12, 1.45, 1.7]::float8[])[extract(month from d)::int]
        * (array[1.12, 0.96, 0.95, 0.97, 1.0, 1.04, 1.14]::float8[])[extract(dow from d)::int + 1]
        * (0.8 + 0.4 * (d::date - ${first}::date)::float8 / ${HISTORY_DAYS}::float8) as factor
      from generate_series(${first}::date, ${yesterday}::date, interval '1 day') d
    ),
    drawn as materialized (
      select e.id, e.brand_code, e.marketplace_id, e.ad_type, days.day, days.factor,
        p.volume, p.rate, p.conversion, p.price, p.order_value,
        md5(${String(seed)} || ':' || e.id || ':' || to_char(days.day, 'YYYY-MM-DD')) as h
      from params p
      join ad_entities e on e.id = p.id
      join days on days.day >= p.start_day and (p.gap_from is null or days.day not between p.gap_from and p.gap_to)
    ),
    -- Materialized: otherwise the planner inlines each draw into every later expression that uses it.
    l1 as materialized (
      select drawn.*, ${sql.raw(U(0))} as u1, ${sql.raw(U(1))} as u2, ${sql.raw(U(2))} as u3, ${sql.raw(U(3))} as u4,
        floor(volume * factor * (0.7 + 0.6 * ${sql.raw(U(0))}))::bigint as v
      from drawn
    ),
    l2 as (select l1.*, floor(v * rate * (0.8 + 0.4 * u2))::bigint as c from l1),
    l3 as materialized (
      select l2.*, floor(c * conversion * (0.6 + 0.8 * u3))::bigint as o,
        floor(c * (case when ad_type = 'dsp' then 0.6 + 0.4 * u3 else 1 end) * (0.08 + 0.12 * u4))::bigint as add_to_cart
      from l2
    ),
    l4 as (select l3.*, floor(add_to_cart * (0.25 + 0.35 * u1))::bigint as buys from l3)
    insert into ad_performance_daily (entity_id, report_date, brand_code, marketplace_id, ad_type,
      impressions, clicks, advertising_cost, advertising_revenue, orders,
      click_throughs, dpv, atc, purchases, total_purchases, unit_sold, total_unit_sold, total_product_sales, total_cost)
    select id, day, brand_code, marketplace_id, ad_type,
      case when ad_type in ('sp', 'sb', 'dsp') then v else 0 end,
      case when ad_type in ('sp', 'sb') then c else 0 end,
      case when ad_type in ('sp', 'sb') then round((c * price * (0.85 + 0.3 * u4))::numeric, 2) else 0 end,
      case when ad_type in ('sp', 'sb') then round((o * order_value * (0.9 + 0.2 * u1))::numeric, 2) else 0 end,
      case when ad_type in ('sp', 'sb') then o else 0 end,
      case ad_type when 'attribution' then v when 'dsp' then c else 0 end,
      case ad_type when 'attribution' then c when 'dsp' then floor(c * (0.6 + 0.4 * u3))::bigint else 0 end,
      case when ad_type in ('attribution', 'dsp') then add_to_cart else 0 end,
      case when ad_type in ('attribution', 'dsp') then buys else 0 end,
      case when ad_type in ('attribution', 'dsp') then buys + floor(buys * 0.4 * u1)::bigint else 0 end,
      case when ad_type = 'attribution' then buys + floor(buys * 0.25 * u2)::bigint else 0 end,
      case when ad_type = 'attribution' then buys + floor(buys * 0.4 * u1)::bigint + floor(buys * 0.5 * u2)::bigint else 0 end,
      case when ad_type in ('attribution', 'dsp')
        then round((buys * (1 + 0.45 * u1) * order_value)::numeric, 2) else 0 end,
      case when ad_type = 'dsp' then round((v / 1000.0 * price * (0.9 + 0.2 * u4))::numeric, 2) else 0 end
    from l4`.execute(db);
}

/** The seed entry's call: the demo options as buildDemoData reads them. */
export function seedDemoAdvertising(
  db: Kysely<Database>,
  brands: DemoBrand[],
  opts: { seed?: number; scale?: number; now?: Date },
) {
  return seedAdvertisingDemo(db, brands, {
    seed: opts.seed ?? DEFAULT_DEMO_SEED,
    scale: Math.max(1, Math.floor(opts.scale ?? 1)),
    now: opts.now ?? new Date(),
  });
}
