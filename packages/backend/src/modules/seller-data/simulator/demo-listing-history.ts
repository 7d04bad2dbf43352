import { MARKETPLACES } from '@portal/schema';
import { SeededRandom } from '../../../seed/seeded-random.ts';
import { hash, type PlannedAccount } from './demo-catalog-plan.ts';

// How an account's listings changed over the last weeks (docs/decisions/0250), so that listings
// snapshots of earlier days differ from today's: stale duplicate listings the seller deleted, and
// variation families reorganised (a child moved from an old parent) or broken for a while (the
// parent dropped, then restored). Today's listings are the plan's; only earlier days differ.

/** Days ago a change happens at: each falls between two weekly snapshots (21, 14, 7, 0 days ago). */
const CHANGE_DAYS_AGO = [17, 10, 3] as const;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const asinFrom = (rng: SeededRandom) =>
  `B0${Array.from({ length: 8 }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]).join('')}`;

/** A SKU the seller listed once and deleted `deletedDaysAgo` days ago. */
export interface RetiredListing {
  sellerSku: string;
  asin: string;
  productName: string;
  price: number;
  deletedDaysAgo: number;
}

/** A child's parent over time: `oldParentAsin` until `changedDaysAgo`, or none between the two. */
export type ParentHistory =
  | { sellerSku: string; kind: 'changed'; oldParentAsin: string; changedDaysAgo: number }
  | { sellerSku: string; kind: 'missing'; droppedDaysAgo: number; restoredDaysAgo: number };

export interface ListingHistory {
  retired: RetiredListing[];
  parents: Map<string, ParentHistory>;
}

/** The listing changes of one account, drawn from its own seed (independent of other accounts). */
export function planListingHistory(seed: number, account: PlannedAccount): ListingHistory {
  const rng = new SeededRandom(seed ^ hash(`listing-history:${account.sellerId}:${account.marketplaceId}`));
  // The larger catalogs always carry some; about one small account in three has one.
  const retiredCount = account.skus.length >= 40 ? 3 : rng.chance(0.34) ? 1 : 0;
  const model = account.skus[0];
  const retired: RetiredListing[] = Array.from({ length: model ? retiredCount : 0 }, (_, i) => ({
    sellerSku: `${account.brandCode}-R${String(i + 1).padStart(2, '0')}`,
    asin: asinFrom(rng),
    productName: `${model?.productName ?? account.brandName} (old listing ${i + 1})`,
    price: model?.price ?? 19.99,
    deletedDaysAgo: CHANGE_DAYS_AGO[i % CHANGE_DAYS_AGO.length] as number,
  }));
  const parents = new Map<string, ParentHistory>();
  for (const sku of account.skus) {
    if (sku.asin === sku.parentAsin) continue;
    const draw = rng.int(0, 99);
    if (draw < 8)
      parents.set(sku.sellerSku, {
        sellerSku: sku.sellerSku,
        kind: 'changed',
        oldParentAsin: asinFrom(rng),
        changedDaysAgo: rng.pick(CHANGE_DAYS_AGO),
      });
    else if (draw < 14)
      parents.set(sku.sellerSku, {
        sellerSku: sku.sellerSku,
        kind: 'missing',
        droppedDaysAgo: rng.pick([17, 10]),
        restoredDaysAgo: 3,
      });
  }
  return { retired, parents };
}

/** The parent ASIN a listing showed `daysAgo` days ago (the plan's when nothing changed). */
function parentOn(history: ListingHistory, sku: PlannedAccount['skus'][number], daysAgo: number) {
  const change = history.parents.get(sku.sellerSku);
  if (change?.kind === 'changed' && daysAgo > change.changedDaysAgo) return change.oldParentAsin;
  if (change?.kind === 'missing' && daysAgo <= change.droppedDaysAgo && daysAgo > change.restoredDaysAgo)
    return null;
  return sku.parentAsin;
}

const HEADER = [
  'item-name',
  'listing-id',
  'seller-sku',
  'price',
  'quantity',
  'open-date',
  'image-url',
  'asin1',
  'fulfillment-channel',
  'status',
];

/** The merchant listings flat file as it stood `daysAgo` days ago (0: today's). */
export function listingsFile(account: PlannedAccount, history: ListingHistory, daysAgo: number): string {
  const region = MARKETPLACES.find((m) => m.marketplaceId === account.marketplaceId)?.region ?? 'NA';
  const channel = `AMAZON_${region}`;
  const lines = account.skus.map((sku, i) =>
    [
      sku.productName,
      `${account.sellerId.slice(1, 7)}${String(i).padStart(4, '0')}`,
      sku.sellerSku,
      sku.price.toFixed(2),
      sku.fulfillment === 'FBM' ? String(20 + (i % 40)) : '',
      '2024-03-01 10:00:00 PST',
      `https://m.media-amazon.com/images/I/${sku.asin}.jpg`,
      sku.asin,
      sku.fulfillment === 'FBM' ? 'DEFAULT' : channel,
      'Active',
    ].join('\t'),
  );
  // Stale duplicates: inactive (no stock, no sales) until the seller deleted them.
  const retired = history.retired
    .filter((r) => daysAgo > r.deletedDaysAgo)
    .map((r, i) =>
      [
        r.productName,
        `${account.sellerId.slice(1, 7)}R${String(i).padStart(3, '0')}`,
        r.sellerSku,
        r.price.toFixed(2),
        '',
        '2023-06-01 10:00:00 PST',
        `https://m.media-amazon.com/images/I/${r.asin}.jpg`,
        r.asin,
        channel,
        'Inactive',
      ].join('\t'),
    );
  return `${[HEADER.join('\t'), ...lines, ...retired].join('\n')}\n`;
}

/** The Catalog Items answers (summaries, variation relationships) as they stood `daysAgo` days ago. */
export function catalogAnswer(account: PlannedAccount, history: ListingHistory, daysAgo: number): string {
  const item = (asin: string, productName: string, productGroup: string, parentAsin: string | null) => ({
    asin,
    summaries: [
      {
        marketplaceId: account.marketplaceId,
        brand: account.brandName,
        itemName: productName,
        websiteDisplayGroupName: productGroup,
      },
    ],
    relationships: [
      {
        marketplaceId: account.marketplaceId,
        relationships:
          parentAsin === null || parentAsin === asin
            ? []
            : [{ type: 'VARIATION', parentAsins: [parentAsin] }],
      },
    ],
  });
  const group = account.skus[0]?.productGroup ?? 'Home';
  const items = [
    ...account.skus.map((sku) =>
      item(sku.asin, sku.productName, sku.productGroup, parentOn(history, sku, daysAgo)),
    ),
    ...history.retired
      .filter((r) => daysAgo > r.deletedDaysAgo)
      .map((r) => item(r.asin, r.productName, group, null)),
  ];
  return JSON.stringify({ numberOfResults: items.length, items });
}
