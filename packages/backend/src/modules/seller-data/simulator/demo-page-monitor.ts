import { isoDaysBetween } from '@portal/schema';
import { SeededRandom } from '../../../seed/seeded-random.ts';
import type { PageMonitorAlertsDocument } from '../reports/page-monitor-alerts.model.ts';
import { REPORT_TYPES } from '../reports/report-document.ts';
import { hash, type PlannedAccount, type PlannedSku } from './demo-catalog-plan.ts';

// What a product page monitor saw on an account's pages over the last two weeks
// (docs/decisions/0251): badges lost, a cart button gone, suspensions, an adult flag, search
// suppressions (most lifted a few days later), ratings and review counts that dropped, a Prime
// badge lost and won back. The larger catalogs see every kind; a small account a few.

type Alert = PageMonitorAlertsDocument['alerts'][number];
type Event = { daysAgo: number; alert: (day: string) => Alert };

const SUPPRESSION_REASONS = [
  'Missing main image',
  'Title longer than 200 characters',
  'Missing product type',
];
const SUSPENSION_REASONS = ['Potential pricing error', 'Safety complaint under review', 'Restricted product'];

function episodes(rng: SeededRandom, account: PlannedAccount): Event[] {
  const all = account.skus.length >= 40;
  const fba = account.skus.filter((s) => s.fulfillment === 'FBA');
  const events: Event[] = [];
  const at = (day: string, hour: number, minute: number) =>
    `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;
  const add = (
    sku: PlannedSku,
    daysAgo: number,
    alertSubType: Alert['alertSubType'],
    message: string,
    payload: Record<string, unknown>,
  ) => {
    const hour = rng.int(0, 23);
    const minute = rng.int(0, 59);
    events.push({
      daysAgo,
      alert: (day) => ({
        alertType: 'Additional AM AlertType',
        alertSubType,
        sellerSku: sku.sellerSku,
        asin: sku.asin,
        observedAt: at(day, hour, minute),
        message,
        payload: { ...payload, observedAt: at(day, hour, minute) },
      }),
    });
  };
  const happens = () => all || rng.chance(0.2);
  const day = () => rng.int(2, 13);
  const sku = () => rng.pick(account.skus);
  if (happens()) {
    const rank = rng.int(3, 40);
    const s = sku();
    add(s, day(), 'Lost Best Seller Badge', `Best Seller badge lost in ${s.productGroup}: now #${rank}`, {
      badge: 'Best Seller',
      category: s.productGroup,
      previousCategoryRank: 1,
      categoryRank: rank,
    });
  }
  if (happens()) {
    const offers = rng.int(0, 3);
    add(sku(), day(), 'No Cart Button', 'The product page shows no Add to Cart button', {
      buyable: false,
      previousBuyable: true,
      offers,
    });
  }
  if (happens()) {
    const reason = rng.pick(SUSPENSION_REASONS);
    add(sku(), day(), 'Product Listing Suspension', `Listing suspended: ${reason}`, {
      listingStatus: 'Inactive',
      previousListingStatus: 'Active',
      reason,
    });
  }
  if (happens()) {
    add(sku(), day(), 'marketplace Suspension', 'Listing no longer offered in this marketplace', {
      marketplaceId: account.marketplaceId,
      offered: false,
      previousOffered: true,
    });
  }
  if (happens()) {
    add(sku(), day(), 'Adult-Flag', 'Flagged as an adult product: hidden from unfiltered search', {
      adultProduct: true,
      previousAdultProduct: false,
    });
  }
  if (happens()) {
    const before = rng.int(41, 48) / 10;
    const after = Math.round((before - rng.int(2, 6) / 10) * 10) / 10;
    add(sku(), day(), 'Star Rating Dropped', `Star rating dropped from ${before} to ${after}`, {
      previousStarRating: before,
      starRating: after,
      reviewCount: rng.int(40, 2400),
    });
  }
  if (happens()) {
    const before = rng.int(80, 3000);
    const after = before - rng.int(5, Math.max(6, Math.round(before * 0.2)));
    add(sku(), day(), 'Review Count Drop', `Review count dropped from ${before} to ${after}`, {
      previousReviewCount: before,
      reviewCount: after,
    });
  }
  if (happens()) {
    const s = sku();
    const keyword = s.productName.split(',')[0]?.split(' ').slice(-1)[0]?.toLowerCase() ?? 'product';
    add(s, day(), 'Lost Amazon Choice Badge', `Amazon's Choice badge lost for "${keyword}"`, {
      badge: "Amazon's Choice",
      keyword,
    });
  }
  if (happens()) {
    const s = sku();
    const reason = rng.pick(SUPPRESSION_REASONS);
    const from = day();
    add(s, from, 'Search Result Suppression', `Suppressed from search results: ${reason}`, {
      discoverable: false,
      reason,
    });
    if (all || rng.chance(0.6))
      add(s, rng.int(1, from - 1), 'Search Result Suppression Lifted', 'Back in search results', {
        discoverable: true,
        previousReason: reason,
      });
  }
  if (fba.length > 0 && happens()) {
    const s = rng.pick(fba);
    const from = day();
    add(s, from, 'Lost Prime Badge', 'Prime badge no longer shown on the offer', {
      prime: false,
      previousPrime: true,
    });
    if (all || rng.chance(0.6))
      add(s, rng.int(1, from - 1), 'Prime Badge Recovered', 'Prime badge shown again', {
        prime: true,
        previousPrime: false,
      });
  }
  return events;
}

/** The monitor's document of one account and UTC day: what changed on the pages that day. */
export function pageMonitorDocument(
  seed: number,
  account: PlannedAccount,
  day: string,
  today: string,
): string {
  const rng = new SeededRandom(seed ^ hash(`page-monitor:${account.sellerId}:${account.marketplaceId}`));
  const daysAgo = isoDaysBetween(day, today);
  const alerts = episodes(rng, account)
    .filter((e) => e.daysAgo === daysAgo)
    .map((e) => e.alert(day));
  const document: PageMonitorAlertsDocument = {
    reportSpecification: {
      reportType: REPORT_TYPES.pageMonitorAlerts,
      marketplaceId: account.marketplaceId,
      dataStartTime: day,
      source: 'portal page monitor',
    },
    alerts,
  };
  return JSON.stringify(document);
}
