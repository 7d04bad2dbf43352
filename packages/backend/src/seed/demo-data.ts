import { DEMO_ACCOUNT_FEATURES, DEMO_ACCOUNTS, DEMO_BRAND_USERS } from './demo-accounts.ts';
import { buildActivityFor } from './demo-activity.ts';
import type {
  DemoActivity,
  DemoAuthorizedMarketplace,
  DemoBrand,
  DemoData,
  DemoUser,
} from './demo-data.types.ts';
import { marketplaceByCountry } from './marketplace-by-country.ts';
import { SeededRandom } from './seeded-random.ts';

export interface DemoDataOptions {
  seed?: number;
  /** Multiplies generated brands, managers and activity rows (benchmarks). */
  scale?: number;
  /** Dates are relative to this moment, so default ranges always show data. */
  now?: Date;
}

export const DEFAULT_DEMO_SEED = 20260101;

/** [code, name, type, subscription] of the brands the demo accounts belong to. */
const FIXED_BRANDS: ReadonlyArray<[string, string, string, string | null, string | null]> = [
  ['MC001', 'Northwind Outdoors', 'mc', null, null],
  ['MR001', 'Blue Harbor Coffee', 'mr', null, null],
  ['MR100', 'Summit Home Goods', 'mr', null, null],
  ['MR100-K', 'Summit Kitchen', 'mr', null, 'MR100'],
  ['MR100-B', 'Summit Bath', 'mr', null, 'MR100'],
  ['FFP001', 'Fresh Fields Pantry', 'ffp', 'active', null],
  ['FFP002', 'Golden Grain Bakery', 'ffp', 'canceled', null],
  ['E3K001', 'Volt Gadgets', 'ecom3k', 'active', null],
  ['AA001', 'Clearwater Labs', 'aa', null, null],
];

/** Authorized countries of the demo brands: NA shares one seller id, EU another. */
const FIXED_MARKETS: Record<string, string[]> = {
  FFP001: ['US', 'CA', 'MX', 'GB', 'DE'],
  FFP002: ['US', 'CA'],
  E3K001: ['US', 'CA', 'GB', 'FR'],
  MC001: ['US', 'CA'],
  MR001: ['US'],
  MR100: ['US', 'GB'],
  'MR100-K': ['US'],
  'MR100-B': ['US', 'DE'],
  AA001: ['US'],
};

const FIRST = [
  'Jordan',
  'Riley',
  'Morgan',
  'Casey',
  'Taylor',
  'Avery',
  'Quinn',
  'Harper',
  'Rowan',
  'Emerson',
];
const LAST = [
  'Lee',
  'Patel',
  'Garcia',
  'Nguyen',
  'Schmidt',
  'Rossi',
  'Kowalski',
  'Silva',
  'Tanaka',
  'Brooks',
];
const WORD1 = [
  'Alpine',
  'Bright',
  'Cedar',
  'Coastal',
  'Golden',
  'Maple',
  'Nova',
  'Prairie',
  'Silver',
  'Urban',
];
const WORD2 = ['Pet', 'Kitchen', 'Garden', 'Baby', 'Beauty', 'Fitness', 'Tools', 'Toys', 'Home', 'Outdoor'];
const WORD3 = ['Co', 'Supply', 'Labs', 'Goods', 'Works', 'Brands', 'Essentials', 'Collective'];
const BRAND_TYPES = ['ffp', 'ecom3k', 'mr', 'mc', 'aa'];
const NA_EXTRA = ['CA', 'MX', 'BR'];
const EU = ['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'SE', 'PL'];
const FE = ['JP', 'AU', 'SG'];

/** The whole demo data set, deterministic for a seed, scale and `now`. */
export function buildDemoData(opts: DemoDataOptions = {}): DemoData {
  const rng = new SeededRandom(opts.seed ?? DEFAULT_DEMO_SEED);
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  const now = opts.now ?? new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  const users: DemoUser[] = DEMO_ACCOUNTS.map((a) => {
    const brand = DEMO_BRAND_USERS[a.email];
    const local = a.email.split('@')[0] ?? a.email;
    return {
      id: rng.uuid(),
      email: a.email,
      name: `Demo ${local.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())}`,
      role: a.role,
      brandCode: brand?.brandCode ?? null,
      brandAdmin: brand?.brandAdmin ?? false,
      accountFeatures: [...(DEMO_ACCOUNT_FEATURES[a.email] ?? [])],
    };
  });
  const demoManager = users.find((u) => u.email === 'manager@demo.test');
  const managers = [demoManager?.id ?? null];
  for (let i = 0; i < 3 * scale; i++) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const id = rng.uuid();
    users.push({
      id,
      email: `${first}.${last}.${i + 1}@demo.test`.toLowerCase(),
      name: `${first} ${last}`,
      role: 'manager',
      brandCode: null,
      brandAdmin: false,
      accountFeatures: [],
    });
    managers.push(id);
  }

  const brands: DemoBrand[] = FIXED_BRANDS.map(([brandCode, name, brandType, subscription, parent]) => ({
    brandCode,
    name,
    parentBrandCode: parent,
    brandType,
    statusId: 1,
    // The demo manager looks after the agency's mc and mr demo brands.
    accountManagerId:
      brandType === 'mc' || brandType === 'mr' ? (demoManager?.id ?? null) : rng.pick(managers),
    subscriptionStatus: subscription,
    createdAt: daysAgo(rng.int(200, 900)),
  }));
  const generatedCount = 40 * scale - brands.length;
  for (let i = 0; i < generatedCount; i++) {
    const brandType = BRAND_TYPES[i % BRAND_TYPES.length] as string;
    const parent = i % 7 === 6 ? brands[brands.length - 1] : undefined;
    const isSub = parent !== undefined && parent.parentBrandCode === null && parent.brandType === brandType;
    const code = `${brandType.toUpperCase().replace('ECOM3K', 'E3K')}${String(i + 200).padStart(4, '0')}`;
    const subscribes = brandType === 'ffp' || brandType === 'ecom3k';
    brands.push({
      brandCode: code,
      name: `${rng.pick(WORD1)} ${rng.pick(WORD2)} ${rng.pick(WORD3)}`,
      parentBrandCode: isSub ? parent.brandCode : null,
      brandType: isSub ? parent.brandType : brandType,
      statusId: rng.pick([1, 1, 1, 2, 3, 4, 5]),
      accountManagerId: rng.int(0, 2) === 0 ? (demoManager?.id ?? null) : rng.pick(managers),
      subscriptionStatus: subscribes ? rng.pick(['active', 'active', 'past_due', 'canceled']) : null,
      createdAt: daysAgo(rng.int(1, 900)),
    });
  }

  const authorizedMarketplaces: DemoAuthorizedMarketplace[] = [];
  const usedSellerIds = new Set<string>();
  const newSellerId = () => {
    let id = rng.sellerId();
    while (usedSellerIds.has(id)) id = rng.sellerId();
    usedSellerIds.add(id);
    return id;
  };
  for (const brand of brands) {
    const countries = FIXED_MARKETS[brand.brandCode] ?? randomCountries(rng);
    const sellerByRegion = new Map<string, string>();
    for (const country of countries) {
      const market = marketplaceByCountry(country);
      const sellerId = sellerByRegion.get(market.region) ?? newSellerId();
      sellerByRegion.set(market.region, sellerId);
      authorizedMarketplaces.push({
        brandCode: brand.brandCode,
        sellerId,
        sellerName: `${brand.name} ${market.region === 'NA' ? 'LLC' : market.region === 'EU' ? 'Europe GmbH' : 'KK'}`,
        marketplaceId: market.marketplaceId,
      });
    }
  }

  const activityBrands = new Set(
    brands.filter((b) => b.brandType === 'ffp' || b.brandType === 'ecom3k').map((b) => b.brandCode),
  );
  const listingEditorsOf = listingEditorsFor(users);
  const activity = authorizedMarketplaces
    .filter((pair) => activityBrands.has(pair.brandCode))
    .flatMap((pair) => {
      const perPair = FIXED_MARKETS[pair.brandCode] ? 24 : 8;
      return attributeToUsers(
        buildActivityFor(rng, pair, perPair * scale, now),
        listingEditorsOf(pair.brandCode),
      );
    });

  return { users, brands, authorizedMarketplaces, activity };
}

/**
 * Who may have made a brand's listing changes: the listing screens' roles (spec 3 §6: Admin,
 * Manager, the brand's own users). Picked by position, not by the random stream, so the rest of
 * the demo data does not shift when this changes.
 */
function listingEditorsFor(users: readonly DemoUser[]) {
  const staff = users.filter((u) => u.email === 'admin@demo.test' || u.email === 'manager@demo.test');
  return (brandCode: string) =>
    [...staff, ...users.filter((u) => u.brandCode === brandCode)].map((u) => u.id);
}

function attributeToUsers(entries: Omit<DemoActivity, 'userId'>[], editors: string[]): DemoActivity[] {
  // Every fourth entry is one Amazon raised on its own (no user), the rest rotate over the editors.
  return entries.map((entry, i) => ({
    ...entry,
    userId: i % 4 === 3 || editors.length === 0 ? null : (editors[i % editors.length] ?? null),
  }));
}

function randomCountries(rng: SeededRandom): string[] {
  const countries = ['US', ...rng.sample(NA_EXTRA, rng.int(0, 2))];
  if (rng.chance(0.3)) countries.push(...rng.sample(EU, rng.int(1, 3)));
  if (rng.chance(0.1)) countries.push(rng.pick(FE));
  return countries;
}
