import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { ParsedDocument } from './parse-documents.ts';

type Parsed = Extract<ParsedDocument, { kind: 'keywordRanks' }>;

// Four columns a row: well under PostgreSQL's bound parameter limit even for long documents.
const CHUNK_ROWS = 5_000;

/**
 * Each changed day's observations replace the account's earlier ones of that day whole, then the
 * day's rollup is rebuilt from them: the screens read keyword_rank_daily for anything beyond a day.
 */
export async function writeKeywordRanks(trx: Transaction<Database>, docs: Parsed[]): Promise<number> {
  if (docs.length === 0) return 0;
  const days = docs.map((d) => ({
    seller_id: d.document.sellerId,
    marketplace_id: d.document.marketplaceId,
    report_date: d.day,
  }));
  const keys = sql`json_to_recordset(${JSON.stringify(days)}::json) as k(seller_id text, marketplace_id text, report_date date)`;
  const matches = (table: string) =>
    sql`${sql.ref(`${table}.seller_id`)} = k.seller_id and ${sql.ref(`${table}.marketplace_id`)} = k.marketplace_id
      and ${sql.ref(`${table}.report_date`)} = k.report_date`;
  await sql`delete from keyword_rank_observations o using ${keys} where ${matches('o')}`.execute(trx);
  await sql`delete from keyword_rank_daily r using ${keys} where ${matches('r')}`.execute(trx);
  const rows = docs.flatMap((d) =>
    d.facts.map((f) => ({
      seller_id: d.document.sellerId,
      marketplace_id: d.document.marketplaceId,
      asin: f.asin,
      keyword_key: f.keywordKey,
      observed_at: f.observedAt,
      report_date: d.day,
      organic_rank: f.organicRank,
    })),
  );
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await sql`
      insert into keyword_rank_observations
        (seller_id, marketplace_id, asin, keyword_key, observed_at, report_date, organic_rank)
      select * from json_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK_ROWS))}::json) as r(
        seller_id text, marketplace_id text, asin text, keyword_key text, observed_at timestamptz,
        report_date date, organic_rank integer)`.execute(trx);
  }
  await sql`
    insert into keyword_rank_daily
      (seller_id, marketplace_id, asin, keyword_key, report_date, observations, ranked_observations, avg_rank)
    select o.seller_id, o.marketplace_id, o.asin, o.keyword_key, o.report_date, count(*)::int,
      count(o.organic_rank)::int, avg(o.organic_rank)::float8
    from keyword_rank_observations o join ${keys} on ${matches('o')}
    group by o.seller_id, o.marketplace_id, o.asin, o.keyword_key, o.report_date`.execute(trx);
  return rows.length;
}
