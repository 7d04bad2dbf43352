import { AD_PART_IDS, type AdPartId } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refreshAdRollups } from './refresh-ad-rollups.ts';

/** One entity's advertising performance on one day, as a report gives it (its additive parts). */
export type AdPerformanceDay = { entityId: number; reportDate: string } & Partial<Record<AdPartId, number>>;

/**
 * Loads advertising daily facts: each entity-day is written whole (a re-delivered or corrected day
 * replaces the one held; parts it does not give are 0), with the brand, marketplace and ad type of its
 * entity, and the rollups of the days written are rebuilt from the facts (docs/decisions/0617).
 * Days of unknown entities are left out, as the reads leave out facts without an entity.
 */
export async function loadAdPerformanceDays(
  db: Kysely<Database>,
  days: readonly AdPerformanceDay[],
): Promise<void> {
  if (days.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const columns = sql.raw(AD_PART_IDS.join(', '));
    const values = sql.join(
      days.map(
        (d) =>
          sql`(${d.entityId}::int, ${d.reportDate}::date, ${sql.join(
            AD_PART_IDS.map((part) => sql`${d[part] ?? 0}::numeric`),
          )})`,
      ),
    );
    await sql`
      insert into ad_performance_daily (entity_id, report_date, brand_code, marketplace_id, ad_type, ${columns})
      select v.entity_id, v.report_date, e.brand_code, e.marketplace_id, e.ad_type, ${sql.raw(
        AD_PART_IDS.map((part) => `v.${part}`).join(', '),
      )}
      from (values ${values}) as v (entity_id, report_date, ${columns})
      join ad_entities e on e.id = v.entity_id
      on conflict (entity_id, report_date) do update set
        brand_code = excluded.brand_code, marketplace_id = excluded.marketplace_id, ad_type = excluded.ad_type,
        ${sql.raw(AD_PART_IDS.map((part) => `${part} = excluded.${part}`).join(', '))}`.execute(trx);
    await refreshAdRollups(
      trx,
      [...new Set(days.map((d) => d.entityId))],
      days.map((d) => d.reportDate),
    );
  });
}
