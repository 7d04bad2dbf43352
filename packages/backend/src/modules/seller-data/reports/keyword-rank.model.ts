import { z } from 'zod';
import { parseJsonDocument } from './json-document.ts';
import { ReportDocumentError } from './report-document.ts';

// Our own document of a rank tracker's observations (docs/decisions/0201): Amazon publishes no
// report of a tracked keyword's organic rank. One document per seller account, marketplace and
// UTC day; each observation says where the ASIN stood for the keyword at that moment, or null
// when it was not found in the pages searched.
const day = z.iso.date();
export const keywordRankDocument = z.object({
  reportSpecification: z.object({
    reportType: z.literal('KEYWORD_RANK_OBSERVATIONS'),
    marketplaceId: z.string().min(1),
    dataStartTime: day,
    /** How many result pages the tracker searched: a null rank means beyond them. */
    pagesSearched: z.number().int().positive(),
    source: z.string().min(1),
  }),
  observations: z.array(
    z.object({
      asin: z.string().regex(/^[A-Z0-9]{10}$/, 'must be an ASIN of 10 letters or digits'),
      keyword: z.string().trim().min(1, 'must not be empty').max(200),
      observedAt: z.iso.datetime({ offset: true }),
      organicRank: z.number().int().positive().nullable(),
    }),
  ),
});
export type KeywordRankDocument = z.infer<typeof keywordRankDocument>;

export interface KeywordRankFact {
  asin: string;
  keywordKey: string;
  observedAt: string;
  organicRank: number | null;
}

/** Reads and checks a rank document: a field out of shape or a moment off its day refuses it whole. */
export function readKeywordRanks(
  documentId: string,
  body: string,
  marketplaceId: string,
): { day: string; facts: KeywordRankFact[] } {
  const doc = parseJsonDocument(documentId, body, keywordRankDocument);
  const spec = doc.reportSpecification;
  if (spec.marketplaceId !== marketplaceId)
    throw new ReportDocumentError(
      documentId,
      `is for marketplace ${spec.marketplaceId}, not ${marketplaceId}`,
      'reportSpecification.marketplaceId',
    );
  const seen = new Set<string>();
  const facts = doc.observations.map((o, i) => {
    const observedAt = new Date(o.observedAt).toISOString();
    if (observedAt.slice(0, 10) !== spec.dataStartTime)
      throw new ReportDocumentError(
        documentId,
        `is not on the document's day ${spec.dataStartTime}`,
        `observations[${i}].observedAt`,
      );
    const keywordKey = o.keyword.toLowerCase();
    const key = `${o.asin}|${keywordKey}|${observedAt}`;
    if (seen.has(key))
      throw new ReportDocumentError(documentId, 'repeats an earlier observation', `observations[${i}]`);
    seen.add(key);
    return { asin: o.asin, keywordKey, observedAt, organicRank: o.organicRank };
  });
  return { day: spec.dataStartTime, facts };
}
