import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { databasesUnderTest, startTestBackend, type TestApi } from '../../../test-support/test-backend.ts';
import { type KeywordRankDocument, keywordRankDocument } from '../reports/keyword-rank.model.ts';
import { REPORT_TYPES, type ReportDocument, ReportDocumentError } from '../reports/report-document.ts';
import { planAccountCatalog } from '../simulator/demo-catalog-plan.ts';
import { keywordRankDocuments, planTrackedKeywords } from '../simulator/demo-keyword-ranks.ts';
import { loadReportDocuments } from './load-documents.ts';

const ACCOUNT = { sellerId: 'KRANKTEST0001', marketplaceId: 'ATVPDKIKX0DER' };
const plan = planAccountCatalog(7, {
  brandCode: 'KR1',
  brandName: 'Rank Co',
  ...ACCOUNT,
  currencyCode: 'USD',
});
const keywords = planTrackedKeywords(7, plan, 10);
const documents = [
  ...keywordRankDocuments(plan, keywords, '2026-05-01', '2026-05-10', '2026-05-11T06:00:00Z'),
];

const withBody = (doc: ReportDocument, edit: (body: KeywordRankDocument) => void): ReportDocument => {
  const body = JSON.parse(doc.body) as KeywordRankDocument;
  edit(body);
  return { ...doc, documentId: `${doc.documentId}-edited`, body: JSON.stringify(body) };
};

async function snapshot(db: Kysely<Database>) {
  return (
    await sql<{ n: number; daily: number; sum: string }>`
      select (select count(*)::int from keyword_rank_observations where seller_id = ${ACCOUNT.sellerId}) as n,
        (select count(*)::int from keyword_rank_daily where seller_id = ${ACCOUNT.sellerId}) as daily,
        (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from keyword_rank_daily t
          where seller_id = ${ACCOUNT.sellerId}) as sum`.execute(db)
  ).rows[0];
}

describe('the rank tracker document model', () => {
  it('accepts every document the simulator writes', () => {
    for (const doc of documents)
      expect(keywordRankDocument.safeParse(JSON.parse(doc.body)).success).toBe(true);
  });

  it('plans 3 to 10 keywords for each tracked ASIN, some improving and some worsening', () => {
    const perAsin = new Map<string, number>();
    for (const k of keywords) perAsin.set(k.asin, (perAsin.get(k.asin) ?? 0) + 1);
    expect(perAsin.size).toBeGreaterThan(0);
    for (const count of perAsin.values()) expect(count).toBeGreaterThanOrEqual(3);
    for (const count of perAsin.values()) expect(count).toBeLessThanOrEqual(10);
    expect(keywords.some((k) => k.drift < 0)).toBe(true);
    expect(keywords.some((k) => k.drift > 0)).toBe(true);
  });
});

describe.each(databasesUnderTest())('keyword ranks through the seller data pipeline on $name', (database) => {
  let api: TestApi;
  let db: Kysely<Database>;

  beforeAll(async () => {
    api = await startTestBackend(database, { seed: 'none' });
    db = api.backend.db;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('loads hourly observations and rolls each day up to its average rank', async () => {
    await loadReportDocuments(db, documents);

    const { rows } = await sql<{ observations: number; avg_rank: number | null; mean: number | null }>`
      select d.observations, d.avg_rank,
        (select avg(o.organic_rank)::float8 from keyword_rank_observations o where o.seller_id = d.seller_id
          and o.asin = d.asin and o.keyword_key = d.keyword_key and o.report_date = d.report_date) as mean
      from keyword_rank_daily d where d.seller_id = ${ACCOUNT.sellerId} and d.report_date = '2026-05-10'`.execute(
      db,
    );
    expect(rows).toHaveLength(keywords.length);
    for (const row of rows) {
      expect(row.observations).toBe(24);
      expect(row.avg_rank).toBe(row.mean);
    }
  });

  it('changes nothing when the same documents are loaded again', async () => {
    const before = await snapshot(db);

    const result = await loadReportDocuments(db, documents);

    expect(result.loaded).toBe(0);
    expect(await snapshot(db)).toEqual(before);
  });

  it('lets a corrected document replace its day', async () => {
    const last = documents.at(-1) as ReportDocument;
    const corrected = withBody(last, (b) => {
      b.observations = b.observations.map((o) => ({ ...o, organicRank: 3 }));
    });

    await loadReportDocuments(db, [corrected]);

    const { rows } = await sql<{ avg_rank: number }>`
      select distinct avg_rank from keyword_rank_daily
      where seller_id = ${ACCOUNT.sellerId} and report_date = '2026-05-10'`.execute(db);
    expect(rows).toEqual([{ avg_rank: 3 }]);
  });

  it('refuses a document with a malformed observation whole, naming the field, and loads nothing', async () => {
    const before = await snapshot(db);
    const broken = withBody(documents[0] as ReportDocument, (b) => {
      // A rank written as words: the shape check must name the field.
      Object.assign(b.observations[2] ?? {}, { organicRank: 'twelve' });
    });

    const load = loadReportDocuments(db, [documents[1] as ReportDocument, broken]);

    await expect(load).rejects.toThrow(ReportDocumentError);
    await expect(load).rejects.toThrow(/observations\[2\]\.organicRank/);
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses an observation taken on another day than its document’s', async () => {
    const stray = withBody(documents[0] as ReportDocument, (b) => {
      Object.assign(b.observations[0] ?? {}, { observedAt: '2026-04-30T23:00:00Z' });
    });

    await expect(loadReportDocuments(db, [stray])).rejects.toThrow(/observations\[0\]\.observedAt/);
  });

  it('records the keyword ranks as a report type of their own', () => {
    expect(documents[0]?.reportType).toBe(REPORT_TYPES.keywordRanks);
  });
});
