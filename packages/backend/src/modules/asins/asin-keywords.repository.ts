import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface KeywordScope {
  asin: string;
  marketplaceId: string;
}

export interface TrackedKeyword {
  id: string;
  keyword: string;
}

export async function listKeywords(db: Db, scope: KeywordScope): Promise<TrackedKeyword[]> {
  return db
    .selectFrom('asin_keywords')
    .select(['id', 'keyword'])
    .where('asin', '=', scope.asin)
    .where('marketplace_id', '=', scope.marketplaceId)
    .orderBy(sql`lower(keyword)`)
    .execute();
}

export async function insertKeywords(db: Db, scope: KeywordScope, keywords: string[]): Promise<void> {
  if (keywords.length === 0) return;
  await db
    .insertInto('asin_keywords')
    .values(keywords.map((keyword) => ({ asin: scope.asin, marketplace_id: scope.marketplaceId, keyword })))
    .execute();
}

/** Renames one keyword; false when it is not the ASIN's. */
export async function renameKeyword(
  db: Db,
  scope: KeywordScope,
  id: string,
  keyword: string,
): Promise<boolean> {
  const result = await db
    .updateTable('asin_keywords')
    .set({ keyword })
    .where('id', '=', id)
    .where('asin', '=', scope.asin)
    .where('marketplace_id', '=', scope.marketplaceId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the keywords only if every one is the ASIN's: returns how many were deleted, or null. */
export async function deleteKeywords(db: Db, scope: KeywordScope, ids: string[]): Promise<number | null> {
  return db
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .deleteFrom('asin_keywords')
        .where('id', 'in', ids)
        .where('asin', '=', scope.asin)
        .where('marketplace_id', '=', scope.marketplaceId)
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      // One unknown id: undo the others, so a selection is deleted whole or not at all.
      if (deleted !== new Set(ids).size) throw new PartialDelete();
      return deleted;
    })
    .catch((error: unknown) => {
      if (error instanceof PartialDelete) return null;
      throw error;
    });
}

class PartialDelete extends Error {}

/**
 * Each tracked keyword's average rank over a range: the mean of its daily average ranks, from the
 * daily rollup (a day counts once; a day not ranked at all is left out). Null when never ranked.
 */
export async function averageRanks(
  db: Db,
  scope: KeywordScope,
  from: string,
  to: string,
): Promise<Map<string, number | null>> {
  const rows = await sql<{ keyword_key: string; avg_rank: number | null }>`
    select keyword_key, avg(avg_rank)::float8 as avg_rank
    from keyword_rank_daily
    where asin = ${scope.asin} and marketplace_id = ${scope.marketplaceId}
      and report_date between ${from}::date and ${to}::date
    group by keyword_key`.execute(db);
  return new Map(rows.rows.map((r) => [r.keyword_key, r.avg_rank]));
}

export interface RankPoint {
  keyword_key: string;
  at: string;
  rank: number | null;
}

/** One point per keyword and day, from the daily rollup. */
export async function dailyRanks(
  db: Db,
  scope: KeywordScope,
  keys: string[],
  from: string,
  to: string,
): Promise<RankPoint[]> {
  const rows = await sql<RankPoint>`
    select keyword_key, to_char(report_date, 'YYYY-MM-DD') as at, avg(avg_rank)::float8 as rank
    from keyword_rank_daily
    where asin = ${scope.asin} and marketplace_id = ${scope.marketplaceId}
      and keyword_key = any(${keys}::text[]) and report_date between ${from}::date and ${to}::date
    group by keyword_key, report_date order by report_date`.execute(db);
  return rows.rows;
}

/** One point per keyword and hour, from the observations (a span of at most a day or two). */
export async function hourlyRanks(
  db: Db,
  scope: KeywordScope,
  keys: string[],
  from: string,
  to: string,
): Promise<RankPoint[]> {
  const rows = await sql<RankPoint>`
    select keyword_key, to_char(date_trunc('hour', observed_at at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00"Z"') as at,
      avg(organic_rank)::float8 as rank
    from keyword_rank_observations
    where asin = ${scope.asin} and marketplace_id = ${scope.marketplaceId}
      and keyword_key = any(${keys}::text[]) and report_date between ${from}::date and ${to}::date
    group by keyword_key, 2 order by 2`.execute(db);
  return rows.rows;
}
