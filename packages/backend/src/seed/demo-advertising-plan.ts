import type { DemoBrand } from './demo-data.types.ts';
import { marketplaceByCountry } from './marketplace-by-country.ts';
import { SeededRandom } from './seeded-random.ts';

/** One advertised leaf with the traits its daily numbers are drawn from. */
export interface DemoAdEntity {
  id: number;
  brandCode: string;
  marketplaceId: string;
  adType: 'sp' | 'sb' | 'attribution' | 'dsp';
  campaignId: string | null;
  campaignName: string | null;
  adGroupId: string | null;
  adGroupName: string | null;
  keywordId: string | null;
  keywordText: string | null;
  targetId: string | null;
  targetExpression: string | null;
  advertiserId: string | null;
  advertiserName: string | null;
  /** Daily volume at an average day (impressions, or click-throughs for attribution). */
  volume: number;
  /** Click-through rate (sp, sb, dsp) or detail-page-view rate (attribution). */
  rate: number;
  /** Conversion rate from clicks to orders. */
  conversion: number;
  /** Cost per click (sp, sb) or per thousand impressions (dsp). */
  price: number;
  /** Average order value. */
  orderValue: number;
  /** Days (back from yesterday) the entity runs: data from `startDaysAgo` to 0. */
  startDaysAgo: number;
  /** A pause with no data, as days ago [from, to], or null. */
  gap: [number, number] | null;
}

/** 15 months and a bit: every default range and the year-over-year Q4 have data. */
export const HISTORY_DAYS = 460;

/** The demo users' brands (mc@, mr@, mr-sub@ and its subs, ecom3k@) and their advertised countries. */
const FIXED: Record<string, string[]> = {
  MC001: ['US', 'CA'],
  MR001: ['US'],
  MR100: ['US', 'GB'],
  'MR100-K': ['US'],
  'MR100-B': ['US'],
  E3K001: ['US', 'GB'],
};
const AD_BRAND_TYPES = new Set(['mc', 'mr', 'ecom3k']);

const PRODUCTS = [
  'coffee beans',
  'french press',
  'hiking backpack',
  'camping tent',
  'water bottle',
  'bath towels',
  'chef knife',
  'phone charger',
  'yoga mat',
  'dog leash',
  'cutting board',
  'shower curtain',
  'led desk lamp',
  'travel mug',
  'sleeping bag',
  'spice rack',
];
const QUALIFIERS = ['best', 'organic', 'premium', 'large', 'portable', 'eco friendly', 'stainless', 'gift'];
const CHANNELS = ['Google Search', 'Facebook', 'Instagram', 'TikTok', 'Newsletter'];

/**
 * The advertised entities of the demo brands: the fixed demo brands plus 4 generated mc, mr and
 * ecom3k brands at scale 1, and 13 more brands per extra scale step, so rows grow with the scale.
 * A few run with gaps or start late, as real accounts do.
 */
export function planAdEntities(brands: DemoBrand[], seed: number, scale: number): DemoAdEntity[] {
  // Its own generator, so adding advertising never changes the rest of the demo data.
  const rng = new SeededRandom(seed ^ 0x5eed_ad5);
  const generated = brands
    .filter((b) => !(b.brandCode in FIXED) && AD_BRAND_TYPES.has(b.brandType) && b.parentBrandCode === null)
    .slice(0, 4 + 13 * (scale - 1));
  const entities: DemoAdEntity[] = [];
  let nextId = 1;
  const add = (e: Omit<DemoAdEntity, 'id'>) => entities.push({ id: nextId++, ...e });

  const targets: Array<[DemoBrand, string[]]> = [
    ...brands
      .filter((b) => b.brandCode in FIXED)
      .map((b): [DemoBrand, string[]] => [b, FIXED[b.brandCode] ?? ['US']]),
    ...generated.map((b): [DemoBrand, string[]] => [b, ['US']]),
  ];
  targets.forEach(([brand, countries], brandIndex) => {
    const size = brand.parentBrandCode ? 0.5 : 1 + rng.int(0, 10) / 10;
    // Gaps: the bath sub brand paused for three weeks; every third generated brand started late.
    const gap: [number, number] | null = brand.brandCode === 'MR100-B' ? [75, 55] : null;
    const startDaysAgo =
      brandIndex >= Object.keys(FIXED).length && brandIndex % 3 === 0 ? rng.int(120, 200) : HISTORY_DAYS - 1;
    for (const country of countries) {
      const marketplaceId = marketplaceByCountry(country).marketplaceId;
      const market = country === 'US' ? 1 : 0.35;
      const base = { brandCode: brand.brandCode, marketplaceId, startDaysAgo, gap };
      const products = rng.sample(PRODUCTS, 3);
      const prefix = `${brand.brandCode}-${country}`;
      const none = {
        campaignId: null,
        campaignName: null,
        adGroupId: null,
        adGroupName: null,
        keywordId: null,
        keywordText: null,
        targetId: null,
        targetExpression: null,
        advertiserId: null,
        advertiserName: null,
      };

      // Sponsored products: two keyword campaigns (exact, broad) and one product-targeting campaign.
      (['Exact', 'Broad', 'Product Targeting'] as const).forEach((match, c) => {
        const campaignId = `${prefix}-SP-C${c + 1}`;
        products.slice(0, 2).forEach((product, g) => {
          const adGroupId = `${campaignId}-G${g + 1}`;
          const group = {
            ...none,
            campaignId,
            campaignName: `${brand.name} | SP | ${match}`,
            adGroupId,
            adGroupName: `${product} - ${match.toLowerCase()}`,
          };
          const leaves = match === 'Product Targeting' ? 2 : 3;
          for (let k = 0; k < leaves; k++) {
            const leaf =
              match === 'Product Targeting'
                ? {
                    targetId: `${adGroupId}-T${k + 1}`,
                    targetExpression:
                      k === 0 ? `category="${product}"` : `asin="B0${rng.int(10_000_000, 99_999_999)}"`,
                  }
                : {
                    keywordId: `${adGroupId}-K${k + 1}`,
                    keywordText: k === 0 ? product : `${rng.pick(QUALIFIERS)} ${product}`,
                  };
            add({
              ...base,
              ...group,
              ...leaf,
              adType: 'sp',
              volume: Math.round(size * market * rng.int(400, 2600)),
              rate: rng.int(25, 90) / 10_000,
              conversion: rng.int(60, 160) / 1000,
              price: rng.int(55, 180) / 100,
              orderValue: rng.int(1800, 6500) / 100,
            });
          }
        });
      });
      // Sponsored brands: a headline and a video campaign, one ad group of two keywords each.
      (['Headline', 'Video'] as const).forEach((format, c) => {
        const campaignId = `${prefix}-SB-C${c + 1}`;
        const adGroupId = `${campaignId}-G1`;
        for (let k = 0; k < 2; k++) {
          add({
            ...base,
            ...none,
            adType: 'sb',
            campaignId,
            campaignName: `${brand.name} | SB | ${format}`,
            adGroupId,
            adGroupName: `${format} - ${products[k]}`,
            keywordId: `${adGroupId}-K${k + 1}`,
            keywordText: `${brand.name.split(' ')[0]?.toLowerCase()} ${products[k]}`,
            volume: Math.round(size * market * rng.int(800, 4000)),
            rate: rng.int(20, 70) / 10_000,
            conversion: rng.int(50, 130) / 1000,
            price: rng.int(80, 240) / 100,
            orderValue: rng.int(2000, 7000) / 100,
          });
        }
      });
      // Attribution: off-Amazon campaigns, reported by ad group.
      rng.sample(CHANNELS, 2).forEach((channel, c) => {
        const campaignId = `${prefix}-AT-C${c + 1}`;
        ['Prospecting', 'Retargeting'].forEach((audience, g) => {
          add({
            ...base,
            ...none,
            adType: 'attribution',
            campaignId,
            campaignName: `${channel} - ${brand.name}`,
            adGroupId: `${campaignId}-G${g + 1}`,
            adGroupName: `${channel} ${audience}`,
            volume: Math.round(size * market * rng.int(60, 420)),
            rate: rng.int(450, 800) / 1000,
            conversion: rng.int(60, 180) / 1000,
            price: 0,
            orderValue: rng.int(2000, 6000) / 100,
          });
        });
      });
      // DSP: the brand's own advertiser and its retail partner's.
      ['', ' Retail'].forEach((suffix, a) => {
        add({
          ...base,
          ...none,
          adType: 'dsp',
          advertiserId: `${prefix}-DSP-A${a + 1}`,
          advertiserName: `${brand.name}${suffix}`,
          volume: Math.round(size * market * rng.int(8_000, 45_000)),
          rate: rng.int(25, 65) / 10_000,
          conversion: rng.int(30, 90) / 1000,
          price: rng.int(400, 950) / 100,
          orderValue: rng.int(2500, 7000) / 100,
        });
      });
    }
  });
  return entities;
}
