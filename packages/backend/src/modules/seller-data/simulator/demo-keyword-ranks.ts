import { addIsoDays } from '@portal/schema';
import { REPORT_TYPES, type ReportDocument } from '../reports/report-document.ts';
import { hash, type PlannedAccount } from './demo-catalog-plan.ts';

/** A keyword the demo rank tracker follows for an ASIN, and how its rank moves over the days. */
export interface TrackedKeyword {
  asin: string;
  keyword: string;
  /** Rank on the first day of the history. */
  startRank: number;
  /** Rank change per day: negative improves (closer to the top), positive worsens. */
  drift: number;
  /** Days (offsets into the history) the ASIN was not in the searched pages at all. */
  unrankedDays: ReadonlySet<number>;
}

const MODIFIERS = ['', 'best', 'for women', 'for men', 'organic', 'large', 'set', 'gift', 'premium', 'kids'];
/** ASINs per account the demo tracks keywords for (keeps the seed small). */
const TRACKED_ASINS = 3;
/** Days ending yesterday observed every hour; older days are observed once a day at noon. */
export const HOURLY_DAYS = 2;

/** 3–10 keywords for each of the account's first ASINs, each with its own trend. */
export function planTrackedKeywords(
  seed: number,
  account: PlannedAccount,
  historyDays: number,
): TrackedKeyword[] {
  const asins = [...new Set(account.skus.map((s) => s.asin))].slice(0, TRACKED_ASINS);
  return asins.flatMap((asin) => {
    const sku = account.skus.find((s) => s.asin === asin);
    const noun = (sku?.productName.split(',')[0] ?? asin).replace(account.brandName, '').trim().toLowerCase();
    const count = 3 + (hash(`${seed}:${asin}:keywords`) % 8);
    return Array.from({ length: count }, (_, i) => {
      const h = hash(`${seed}:${asin}:${i}`);
      const unranked = h % 4 === 0 ? [(h >> 3) % historyDays, ((h >> 3) % historyDays) + 1] : [];
      return {
        asin,
        keyword: [MODIFIERS[i] ?? `style ${i}`, noun].filter(Boolean).join(' '),
        startRank: 5 + (h % 60),
        // Half improve, half worsen, by up to ~0.4 places a day.
        drift: ((h >> 8) % 2 === 0 ? -1 : 1) * (((h >> 9) % 40) / 100),
        unrankedDays: new Set(unranked),
      };
    });
  });
}

/** The rank of a keyword at an hour: its trend plus a small deterministic wobble. */
function rankAt(k: TrackedKeyword, dayIndex: number, hour: number): number | null {
  if (k.unrankedDays.has(dayIndex)) return null;
  const wobble = (hash(`${k.asin}:${k.keyword}:${dayIndex}:${hour}`) % 5) - 2;
  return Math.max(1, Math.round(k.startRank + k.drift * dayIndex + wobble));
}

/** One rank tracker document per day of the range, in the format of docs/decisions/0201. */
export function* keywordRankDocuments(
  account: PlannedAccount,
  keywords: readonly TrackedKeyword[],
  first: string,
  to: string,
  generatedAt: string,
): Iterable<ReportDocument> {
  const hourlyFrom = addIsoDays(to, -(HOURLY_DAYS - 1));
  for (let day = first, index = 0; day <= to; day = addIsoDays(day, 1), index++) {
    const hours = day >= hourlyFrom ? Array.from({ length: 24 }, (_, h) => h) : [12];
    const observations = keywords.flatMap((k) =>
      hours.map((hour) => ({
        asin: k.asin,
        keyword: k.keyword,
        observedAt: `${day}T${String(hour).padStart(2, '0')}:00:00Z`,
        organicRank: rankAt(k, index, hour),
      })),
    );
    yield {
      reportType: REPORT_TYPES.keywordRanks,
      documentId: `keyword-ranks-${account.sellerId}-${account.marketplaceId}-${day}`,
      sellerId: account.sellerId,
      marketplaceId: account.marketplaceId,
      generatedAt,
      body: JSON.stringify({
        reportSpecification: {
          reportType: REPORT_TYPES.keywordRanks,
          marketplaceId: account.marketplaceId,
          dataStartTime: day,
          pagesSearched: 3,
          source: 'simulator',
        },
        observations,
      }),
    };
  }
}
