import { SeededRandom } from '../../../seed/seeded-random.ts';

export interface PlannedSku {
  sellerSku: string;
  asin: string;
  parentAsin: string;
  productName: string;
  productGroup: string;
  price: number;
  fulfillment: 'FBA' | 'FBM';
  /** Share of the account's demand. */
  weight: number;
  conversion: number;
  buyBox: number;
  /** Days ago (inclusive) during which the SKU was out of stock, if it was. */
  stockOut: [number, number] | null;
  subBrandCode: string | null;
}

export interface PlannedAccount {
  brandCode: string;
  brandName: string;
  sellerId: string;
  marketplaceId: string;
  currencyCode: string;
  skus: PlannedSku[];
}

const GROUPS = [
  'Home',
  'Kitchen',
  'Sports',
  'Pet Products',
  'Beauty',
  'Grocery',
  'Toy',
  'Wireless',
  'Lawn & Patio',
];
const NOUNS = [
  'Bottle',
  'Tent',
  'Mug',
  'Brush',
  'Lamp',
  'Mat',
  'Bag',
  'Cable',
  'Jar',
  'Towel',
  'Grinder',
  'Bowl',
];
const VARIANTS = ['Black', 'Blue', 'Green', 'Small', 'Large', '2-Pack', '4-Pack', 'Red'];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const asinFrom = (rng: SeededRandom) =>
  `B0${Array.from({ length: 8 }, () => ALPHABET[rng.int(0, 35)]).join('')}`;

/** Accounts that page (≥ 60 SKUs): the demo brands analysts look at first. */
const LARGE_CATALOGS = new Set(['MC001:ATVPDKIKX0DER', 'FFP001:ATVPDKIKX0DER', 'MR100:ATVPDKIKX0DER']);

/**
 * The catalog of one account: parent ASINs with one to four child variations, prices, demand
 * weights (a few best sellers, a long tail), conversion and buy box, and for some SKUs a
 * stock-out window that shows in sales (and, with the monitoring work, in alerts).
 */
export function planAccountCatalog(seed: number, account: Omit<PlannedAccount, 'skus'>): PlannedAccount {
  const rng = new SeededRandom(
    seed ^ hash(`${account.brandCode}:${account.sellerId}:${account.marketplaceId}`),
  );
  const large = LARGE_CATALOGS.has(`${account.brandCode}:${account.marketplaceId}`);
  // Catalog sizes do not grow with the seed's scale knob: the knob already multiplies the brands,
  // so multiplying catalogs too made a 10× seed hold ~70× the SKU-day facts.
  const count = large ? rng.int(60, 72) : rng.int(4, 10);
  const skus: PlannedSku[] = [];
  const group = rng.pick(GROUPS);
  while (skus.length < count) {
    const parentAsin = asinFrom(rng);
    const noun = rng.pick(NOUNS);
    const children = Math.min(rng.int(1, 4), count - skus.length);
    const basePrice = rng.int(9, 89) + 0.99;
    for (let v = 0; v < children; v++) {
      const index = skus.length + 1;
      const variant = VARIANTS[(index + v) % VARIANTS.length] as string;
      skus.push({
        sellerSku: `${account.brandCode}-${String(index).padStart(3, '0')}`,
        asin: children === 1 ? parentAsin : asinFrom(rng),
        parentAsin,
        productName: `${account.brandName} ${noun}, ${variant}`,
        productGroup: group,
        price: Math.round((basePrice + v * 2) * 100) / 100,
        fulfillment: rng.chance(0.8) ? 'FBA' : 'FBM',
        // Pareto-like: a few SKUs carry most of the demand.
        weight: (1 / index ** 0.9) * (0.6 + rng.int(0, 80) / 100),
        conversion: 0.05 + rng.int(0, 100) / 1000,
        buyBox: rng.chance(0.15) ? 60 + rng.int(0, 30) : 92 + rng.int(0, 8),
        stockOut: rng.chance(0.08) ? stockOutWindow(rng) : null,
        subBrandCode: null,
      });
    }
  }
  const total = skus.reduce((sum, s) => sum + s.weight, 0);
  for (const sku of skus) sku.weight /= total;
  return { ...account, skus };
}

function stockOutWindow(rng: SeededRandom): [number, number] {
  const end = rng.int(0, 120);
  return [end + rng.int(3, 14), end];
}

/** A small stable string hash (FNV-1a), so each account's plan does not depend on the others. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
