import { createHash } from 'node:crypto';
import { SeededRandom } from '../../seed/seeded-random.ts';
import type {
  CatalogItem,
  ListingAttributes,
  ListingsIssue,
  ListingsItemStatus,
  SellerAccount,
} from './listings-connector.ts';
import { PRODUCT_TYPES } from './simulated-product-types.ts';

/** One listing as the simulated marketplace holds it. */
export interface SimulatedListing {
  sku: string;
  asin: string;
  productType: string;
  /** Empty: the offer is closed (the portal shows it archived). */
  status: ListingsItemStatus[];
  createdDate: string;
  lastUpdatedDate: string;
  /** The seller's contribution (getListingsItem `attributes`). */
  attributes: ListingAttributes;
  issues: ListingsIssue[];
  parentSku?: string;
  childSkus?: string[];
  variationTheme?: string;
  /** What the catalog displays for the ASIN (Catalog Items). */
  displayed: CatalogItem;
  /**
   * The demo's story for this SKU: a change the portal submitted that the catalog does not show
   * (yet), or one it showed lately. The demo seed writes the portal's submission record from it.
   */
  demoSubmission?: { minutesAgo: number; reflected: boolean };
}

export const IMAGE_SLOTS = [
  'main_product_image_locator',
  ...Array.from({ length: 8 }, (_, i) => `other_product_image_locator_${i + 1}`),
  'swatch_product_image_locator',
] as const;
/** Catalog Items image variants, slot by slot. */
export const IMAGE_VARIANTS = [
  'MAIN',
  'PT01',
  'PT02',
  'PT03',
  'PT04',
  'PT05',
  'PT06',
  'PT07',
  'PT08',
  'SWCH',
];

const seedOf = (account: SellerAccount, seed: number) =>
  createHash('sha1').update(`${seed}:${account.sellerId}:${account.marketplaceId}`).digest().readUInt32BE(0);

const tagOf = (account: SellerAccount) =>
  createHash('sha1').update(account.sellerId).digest('hex').slice(0, 5).toUpperCase();

const NOUNS: Record<string, string[]> = {
  SHIRT: ['Linen Shirt', 'Trail Tee', 'Merino Polo', 'Camp Shirt'],
  HAIRBAND: ['Silk Hairband', 'Sport Headband', 'Velvet Scrunchie'],
  FOOD: ['Granola Clusters', 'Trail Mix', 'Oat Bars', 'Dried Mango', 'Rye Crackers'],
  KITCHEN: ['Steel Bottle', 'Bamboo Board', 'Spice Grinder', 'Lunch Box'],
};
const COLORS = ['Black', 'Navy', 'Sage', 'Sand', 'Rust', 'Ivory'];
const SIZES = ['S', 'M', 'L', 'XL'];

const value = (v: unknown, marketplaceId: string): Record<string, unknown> => ({
  value: v,
  marketplace_id: marketplaceId,
});
const text = (v: string, marketplaceId: string): Record<string, unknown> => ({
  value: v,
  language_tag: 'en_US',
  marketplace_id: marketplaceId,
});
const image = (url: string, marketplaceId: string) => ({
  media_location: url,
  marketplace_id: marketplaceId,
});

/** The catalog record that shows exactly the contribution (a reflected listing). */
export function displayedFrom(
  asin: string,
  attributes: ListingAttributes,
  marketplaceId: string,
): CatalogItem {
  const shown: ListingAttributes = {};
  const images: CatalogItem['images'][number]['images'] = [];
  for (const [name, values] of Object.entries(attributes)) {
    const slot = IMAGE_SLOTS.indexOf(name as (typeof IMAGE_SLOTS)[number]);
    if (slot < 0) shown[name] = structuredClone(values);
    else {
      const location = values[0]?.media_location;
      // Amazon re-hosts every image: the catalog's link is never the one submitted.
      if (typeof location === 'string')
        images.push({
          variant: IMAGE_VARIANTS[slot] ?? 'PT08',
          link: `https://m.media-amazon.example/images/I/${createHash('sha1').update(location).digest('hex').slice(0, 11)}.jpg`,
          height: 1500,
          width: 1500,
        });
    }
  }
  return { asin, attributes: shown, images: [{ marketplaceId, images }] };
}

const ISSUE_SAMPLES: ListingsIssue[] = [
  {
    code: '18027',
    message: 'The listing has no main image and is not shown to shoppers.',
    severity: 'ERROR',
    categories: ['MISSING_IMAGE'],
    attributeNames: ['main_product_image_locator'],
    enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }], exemption: { status: 'NOT_EXEMPT' } },
  },
  {
    code: '90000900',
    message: "The value of 'item_package_weight' is invalid.",
    severity: 'ERROR',
    categories: ['INVALID_ATTRIBUTE'],
    attributeNames: ['item_package_weight'],
    enforcements: { actions: [{ action: 'SEARCH_SUPPRESSED' }], exemption: { status: 'NOT_EXEMPT' } },
  },
  {
    code: '18126',
    message: 'A list price is missing; the offer may not win the buy box.',
    severity: 'WARNING',
    categories: ['MISSING_PRICE'],
    attributeNames: ['list_price'],
  },
  {
    code: '99010',
    message: 'Consider adding more bullet points to improve discoverability.',
    severity: 'INFO',
    categories: ['MISSING_ATTRIBUTE'],
    attributeNames: ['bullet_point'],
  },
];

/**
 * A seller's catalogue in one marketplace, the same for the same seed: variation families (some
 * on deprecated themes), standalone listings, every status, closed offers, issues of every
 * severity and, for a few SKUs, a catalog that does not (yet) show the seller's contribution.
 */
export function simulatedCatalogue(
  account: SellerAccount,
  count: number,
  now: Date,
  seed = 1,
): SimulatedListing[] {
  const random = new SeededRandom(seedOf(account, seed));
  const tag = tagOf(account);
  const m = account.marketplaceId;
  const listings: SimulatedListing[] = [];
  const day = 86_400_000;
  const asinOf = (i: number) =>
    `B0${createHash('sha1').update(`${account.sellerId}:${m}:${i}`).digest('hex').slice(0, 8).toUpperCase()}`;
  const types = Object.keys(PRODUCT_TYPES);
  let index = 0;

  const make = (productType: string, name: string, extra: ListingAttributes): SimulatedListing => {
    const i = index++;
    const sku = `${tag}-${productType.slice(0, 4)}-${String(i).padStart(5, '0')}`;
    const created = new Date(now.getTime() - random.int(30, 900) * day);
    const updated = new Date(Math.max(created.getTime(), now.getTime() - random.int(1, 60) * day));
    const attributes: ListingAttributes = {
      item_name: [text(name, m)],
      brand: [text('Demo Brand', m)],
      product_description: [text(`${name}: made to last, tested by our team.`, m)],
      bullet_point: [text('Durable materials', m), text('Easy care', m)],
      manufacturer: [text('Demo Brand Manufacturing', m)],
      list_price: [{ value: random.int(999, 9999) / 100, currency: 'USD', marketplace_id: m }],
      country_of_origin: [value('US', m)],
      batteries_required: [value(false, m)],
      item_package_weight: [{ value: random.int(1, 40) / 10, unit: 'kilograms', marketplace_id: m }],
      merchant_shipping_group: [value('legacy-template-id', m)],
      main_product_image_locator: [image(`https://images.demo.test/${sku}/main.jpg`, m)],
      other_product_image_locator_1: [image(`https://images.demo.test/${sku}/pt01.jpg`, m)],
      ...extra,
    };
    const asin = asinOf(i);
    return {
      sku,
      asin,
      productType,
      status: ['BUYABLE', 'DISCOVERABLE'],
      createdDate: created.toISOString(),
      lastUpdatedDate: updated.toISOString(),
      attributes,
      issues: [],
      displayed: displayedFrom(asin, attributes, m),
    };
  };

  // Variation families: a parent and its children; every fourth on a deprecated theme.
  const families = Math.max(1, Math.floor(count / 15));
  for (let f = 0; f < families && index < count; f += 1) {
    const productType = types[f % types.length] ?? 'SHIRT';
    const definition = PRODUCT_TYPES[productType];
    if (!definition) continue;
    const deprecated = f % 4 === 3;
    const theme = deprecated
      ? (definition.deprecatedThemes[0] ?? 'COLOR_NAME')
      : (definition.themes[0] ?? 'COLOR');
    const noun = random.pick(NOUNS[productType] ?? ['Item']);
    const parent = make(productType, `${noun} (family ${f + 1})`, {
      parentage_level: [value('parent', m)],
      variation_theme: [{ name: theme, marketplace_id: m }],
    });
    delete parent.attributes.list_price;
    parent.status = ['DISCOVERABLE'];
    parent.variationTheme = theme;
    parent.displayed = displayedFrom(parent.asin, parent.attributes, m);
    listings.push(parent);
    const children: SimulatedListing[] = [];
    for (let c = 0, n = random.int(2, 5); c < n && index < count; c += 1) {
      const color = COLORS[c % COLORS.length] ?? 'Black';
      const size = SIZES[c % SIZES.length] ?? 'M';
      const child = make(productType, `${noun}, ${color}, ${size}`, {
        parentage_level: [value('child', m)],
        child_parent_sku_relationship: [
          { child_relationship_type: 'variation', parent_sku: parent.sku, marketplace_id: m },
        ],
        variation_theme: [{ name: theme, marketplace_id: m }],
        color: [text(color, m)],
        size: [text(size, m)],
      });
      child.parentSku = parent.sku;
      child.variationTheme = theme;
      child.displayed = displayedFrom(child.asin, child.attributes, m);
      children.push(child);
    }
    parent.childSkus = children.map((c) => c.sku);
    listings.push(...children);
  }
  while (index < count) {
    const productType = random.pick(types);
    listings.push(
      make(productType, `${random.pick(NOUNS[productType] ?? ['Item'])} ${random.pick(COLORS)}`, {}),
    );
  }

  // Statuses, issues, closed offers and reflection stories, spread over the standalone listings first.
  for (const [i, listing] of listings.entries()) {
    if (listing.childSkus) continue;
    const roll = i % 20;
    if (roll === 1) listing.status = ['DISCOVERABLE'];
    if (roll === 2) listing.issues = [structuredClone(ISSUE_SAMPLES[0] as ListingsIssue)];
    if (roll === 3) listing.issues = [structuredClone(ISSUE_SAMPLES[1] as ListingsIssue)];
    if (roll === 4 || roll === 9) listing.issues = [structuredClone(ISSUE_SAMPLES[2] as ListingsIssue)];
    if (roll === 5) listing.issues = [structuredClone(ISSUE_SAMPLES[3] as ListingsIssue)];
    if (roll === 6) listing.status = [];
    if (roll === 7 || roll === 8 || roll === 11) {
      // A change the catalog did not take: the title and an image slot still show the old ones.
      const shown = listing.displayed;
      shown.attributes.item_name = [
        text(`${String(listing.attributes.item_name?.[0]?.value)} (old title)`, m),
      ];
      shown.images[0]?.images.splice(1);
      listing.demoSubmission = { minutesAgo: roll === 7 ? 20 : 60 * 24 * 3, reflected: false };
    }
    if (roll === 12) listing.demoSubmission = { minutesAgo: 45, reflected: true };
  }
  for (const listing of listings)
    if (listing.issues.some((x) => x.enforcements?.actions.some((a) => a.action === 'LISTING_SUPPRESSED')))
      listing.status = listing.status.filter((s) => s !== 'BUYABLE');
  return listings;
}
