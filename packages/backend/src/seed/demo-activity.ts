import type { DemoActivity, DemoAuthorizedMarketplace } from './demo-data.types.ts';
import type { SeededRandom } from './seeded-random.ts';

/** Realistic activity types (spec 1 §4.5 severities: warning, error, success) with a comment each. */
const ACTIVITY_KINDS: ReadonlyArray<{ type: string; comments: string[]; weight: number }> = [
  {
    type: 'listing update success',
    comments: ['Title and bullet points updated', 'Price updated', 'Images replaced'],
    weight: 6,
  },
  { type: 'variation update success', comments: ['Child ASIN added to the variation family'], weight: 2 },
  { type: 'bulk update success', comments: ['All SKUs of the bulk update were accepted'], weight: 2 },
  { type: 'product type change success', comments: ['Product type changed to HOME_BED_AND_BATH'], weight: 1 },
  {
    type: 'listing update failed',
    comments: ['Value for item_name exceeds 200 characters', 'Missing required attribute: brand'],
    weight: 3,
  },
  { type: 'variation update failed', comments: ['Parent SKU not found in this marketplace'], weight: 1 },
  { type: 'bulk update issues', comments: ['3 of 42 SKUs were rejected: invalid bullet_point'], weight: 2 },
  {
    type: 'bulk update validation issues',
    comments: ['Column list_price has a non-numeric value in row 7'],
    weight: 1,
  },
  {
    type: "amazon didn't apply",
    comments: ["Amazon didn't apply the new title: a higher-priority contributor owns it"],
    weight: 2,
  },
  {
    type: 'product type change failed',
    comments: ['Product type change is not allowed for this ASIN'],
    weight: 1,
  },
  {
    type: 'product type change validation failed',
    comments: ['Required attribute material is missing for the new product type'],
    weight: 1,
  },
];

const WEIGHTED = ACTIVITY_KINDS.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));

/**
 * Activity of one seller in one marketplace over the last 30 days, newest first; the newest few
 * are unread so the bell shows a dot.
 */
export function buildActivityFor(
  rng: SeededRandom,
  pair: DemoAuthorizedMarketplace,
  count: number,
  now: Date,
): Omit<DemoActivity, 'userId'>[] {
  const unread = rng.int(3, 8);
  let minutesAgo = rng.int(5, 90);
  const rows: Omit<DemoActivity, 'userId'>[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(WEIGHTED);
    rows.push({
      sellerId: pair.sellerId,
      marketplaceId: pair.marketplaceId,
      sku: `${pair.brandCode}-${String(rng.int(1, 120)).padStart(3, '0')}`,
      type: kind.type,
      comment: rng.pick(kind.comments),
      isRead: i >= unread,
      createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    });
    minutesAgo += rng.int(20, Math.max(30, Math.floor((30 * 24 * 60) / count)));
  }
  return rows;
}
