import { z } from 'zod';
import { dailySpecification, readDailyObservations } from './daily-observations.ts';

// Our own document of a rank tracker's observations (docs/decisions/0201): Amazon publishes no
// report of a tracked keyword's organic rank. One document per seller account, marketplace and
// UTC day; each observation says where the ASIN stood for the keyword at that moment, or null
// when it was not found in the pages searched.
export const keywordRankDocument = z.object({
  reportSpecification: dailySpecification('KEYWORD_RANK_OBSERVATIONS', {
    /** How many result pages the tracker searched: a null rank means beyond them. */
    pagesSearched: z.number().int().positive(),
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
  return readDailyObservations(documentId, body, marketplaceId, keywordRankDocument, {
    name: 'observations',
    noun: 'observation',
    keyOf: (o, observedAt) => `${o.asin}|${o.keyword.toLowerCase()}|${observedAt}`,
    toFact: (o, observedAt) => ({
      asin: o.asin,
      keywordKey: o.keyword.toLowerCase(),
      observedAt,
      organicRank: o.organicRank,
    }),
  });
}
