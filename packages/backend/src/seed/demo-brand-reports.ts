import { addMonths, monthOf, REPORT_START_MONTH } from '@portal/schema';
import { SeededRandom } from './seeded-random.ts';

/** Brand report demo rows, built without a database so they can be compared in tests. */
export interface DemoMonthlySales {
  brandCode: string;
  reportMonth: string;
  marketplaceId: string;
  salesTotal: number;
  adSpend: number;
  salesPpc: number;
}

export interface DemoSuppression {
  brandCode: string;
  asin: string;
  productName: string;
  marketplaceId: string;
  createdAt: string;
  liftedAt: string | null;
  alertLiftedId: string | null;
}

export interface DemoReportNote {
  brandCode: string;
  reportMonth: string;
  salesNote: string | null;
  adNote: string | null;
}

export interface DemoBrandReports {
  sales: DemoMonthlySales[];
  suppressions: DemoSuppression[];
  notes: DemoReportNote[];
}

export interface ReportBrand {
  brandCode: string;
  name: string;
  marketplaceIds: string[];
}

/** Relative market sizes, so the United States leads like it does for most sellers. */
const MARKET_WEIGHT: Record<string, number> = { ATVPDKIKX0DER: 1 };
const HOURS = 3_600_000;
const PRODUCTS = ['Travel Mug', 'Storage Set', 'Cutting Board', 'Towel Bundle', 'Water Bottle', 'Tool Kit'];
const COLORS = ['Black', 'Sage', 'Navy', 'Sand', 'Graphite', 'White'];

/** Demo brands whose reports should show long suppression tables ('and N more rows'). */
const BUSY_BRANDS = new Set(['MC001', 'MR001', 'MR100']);

/**
 * Monthly sales, suppressions and a few notes for the brands that have monthly reports (mc, mr).
 * Ads figures are generated here; once daily advertising data exists they can be summed from it.
 */
export function buildDemoBrandReports(brands: ReportBrand[], now: Date, seed: number): DemoBrandReports {
  const rng = new SeededRandom(seed);
  // Suppressions draw from their own stream: their draws depend on the moment of the seed (the
  // current month's range ends now), and sharing the sales' stream made the monthly figures of two
  // seeds of one day differ by the time of day they ran.
  const suppressionRng = new SeededRandom(seed + 1);
  const lastMonth = monthOf(now);
  const sales: DemoMonthlySales[] = [];
  const suppressions: DemoSuppression[] = [];
  const notes: DemoReportNote[] = [];
  for (const brand of brands) {
    const size = rng.int(20, 120) * 1000;
    for (const marketplaceId of brand.marketplaceIds) {
      const weight = MARKET_WEIGHT[marketplaceId] ?? rng.int(15, 45) / 100;
      let month = REPORT_START_MONTH;
      for (let index = 0; month <= lastMonth; index++, month = addMonths(month, 1)) {
        const growth = 1 + index * 0.012;
        const season = ['11', '12'].includes(month.slice(5)) ? 1.45 : 1;
        const partial = month === lastMonth ? Math.max(now.getDate() / 30, 0.1) : 1;
        const salesTotal = round2(size * weight * growth * season * partial * (rng.int(85, 115) / 100));
        const adSpend = round2(salesTotal * (rng.int(6, 16) / 100));
        const acos = rng.int(18, 45) / 100;
        const salesPpc = round2(Math.min(adSpend / acos, salesTotal * 0.75));
        sales.push({
          brandCode: brand.brandCode,
          reportMonth: month,
          marketplaceId,
          salesTotal,
          adSpend,
          salesPpc,
        });
      }
    }
    suppressions.push(...suppressionsOf(brand, now, suppressionRng));
  }
  for (const brandCode of BUSY_BRANDS) {
    // Earlier months carry notes; the current month has none, so its report shows the empty-note texts.
    for (let back = 1; back <= 3; back++) {
      const month = addMonths(lastMonth, -back);
      if (!brands.some((b) => b.brandCode === brandCode)) continue;
      notes.push({
        brandCode,
        reportMonth: month,
        salesNote: `<p>Sales in ${month} grew on the <strong>core listings</strong>.</p><ul><li>Best seller restocked</li><li>Coupons ran for two weeks</li></ul>`,
        adNote: `<p>Advertising in ${month}: budgets moved to <em>exact match</em> keywords. See <a href="https://advertising.amazon.com">the console</a>.</p>`,
      });
    }
  }
  return { sales, suppressions, notes };
}

function suppressionsOf(brand: ReportBrand, now: Date, rng: SeededRandom): DemoSuppression[] {
  const rows: DemoSuppression[] = [];
  const busy = BUSY_BRANDS.has(brand.brandCode);
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  for (let back = 0; back < 12; back++) {
    const start = new Date(now.getFullYear(), now.getMonth() - back, 1).getTime();
    const end =
      back === 0 ? now.getTime() : new Date(now.getFullYear(), now.getMonth() - back + 1, 1).getTime();
    // The current month of a busy brand holds more than a report page shows (10 recovered, 5 down).
    const count = busy && back === 0 ? 22 : rng.int(0, busy ? 8 : 4);
    for (let i = 0; i < count; i++) {
      const created = start + rng.int(0, Math.max(0, end - start - HOURS));
      const stillDown = busy && back === 0 ? i % 3 === 0 : rng.chance(0.25);
      const lifted = Math.min(created + rng.int(2, 240) * HOURS, now.getTime());
      const recovered = !stillDown && (lifted < now.getTime() || created < monthStart);
      rows.push({
        brandCode: brand.brandCode,
        asin: `B0${rng.sellerId().slice(1, 9)}`,
        productName: `${brand.name} ${rng.pick(PRODUCTS)}, ${rng.pick(COLORS)}`,
        marketplaceId: rng.pick(brand.marketplaceIds),
        createdAt: new Date(created).toISOString(),
        liftedAt: recovered ? new Date(lifted).toISOString() : null,
        alertLiftedId: recovered ? rng.uuid() : null,
      });
    }
  }
  return rows;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
