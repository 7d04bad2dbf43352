import type { Kysely } from 'kysely';

// Reference data every install needs (not demo data): the 20 marketplaces and the lookup lists.
// Frozen: the values are written here as they stood when this migration was first applied, so a
// later change to the app's constants cannot rewrite history. Changes go in a new migration
// (0005_marketplace_timezones corrects Canada's time zone).
// Typed loosely on purpose: migrations must not depend on the evolving Database interface.

/** [marketplace id, name, country code, region, time zone, storefront]. */
const MARKETPLACES: ReadonlyArray<readonly [string, string, string, string, string, string]> = [
  ['ATVPDKIKX0DER', 'United States', 'US', 'NA', 'America/Los_Angeles', 'https://www.amazon.com'],
  ['A39IBJ37TRP1C6', 'Australia', 'AU', 'FE', 'Australia/Sydney', 'https://www.amazon.com.au'],
  ['A2Q3Y263D00KWC', 'Brazil', 'BR', 'NA', 'America/Sao_Paulo', 'https://www.amazon.com.br'],
  ['A2EUQ1WTGCTBG2', 'Canada', 'CA', 'NA', 'America/Toronto', 'https://www.amazon.ca'],
  ['ARBP9OOSHTCHU', 'Egypt', 'EG', 'EU', 'Africa/Cairo', 'https://www.amazon.eg'],
  ['A13V1IB3VIYZZH', 'France', 'FR', 'EU', 'Europe/Paris', 'https://www.amazon.fr'],
  ['A1PA6795UKMFR9', 'Germany', 'DE', 'EU', 'Europe/Berlin', 'https://www.amazon.de'],
  ['A21TJRUUN4KGV', 'India', 'IN', 'EU', 'Asia/Kolkata', 'https://www.amazon.in'],
  ['APJ6JRA9NG5V4', 'Italy', 'IT', 'EU', 'Europe/Rome', 'https://www.amazon.it'],
  ['A1VC38T7YXB528', 'Japan', 'JP', 'FE', 'Asia/Tokyo', 'https://www.amazon.co.jp'],
  ['A1AM78C64UM0Y8', 'Mexico', 'MX', 'NA', 'America/Mexico_City', 'https://www.amazon.com.mx'],
  ['A1805IZSGTT6HS', 'Netherlands', 'NL', 'EU', 'Europe/Amsterdam', 'https://www.amazon.nl'],
  ['A1C3SOZRARQ6R3', 'Poland', 'PL', 'EU', 'Europe/Warsaw', 'https://www.amazon.pl'],
  ['A17E79C6D8DWNP', 'Saudi Arabia', 'SA', 'EU', 'Asia/Riyadh', 'https://www.amazon.sa'],
  ['A19VAU5U5O7RUS', 'Singapore', 'SG', 'FE', 'Asia/Singapore', 'https://www.amazon.sg'],
  ['A1RKKUPIHCS9HS', 'Spain', 'ES', 'EU', 'Europe/Madrid', 'https://www.amazon.es'],
  ['A2NODRKZP88ZB9', 'Sweden', 'SE', 'EU', 'Europe/Stockholm', 'https://www.amazon.se'],
  ['A33AVAJ2PDY3EV', 'Turkey', 'TR', 'EU', 'Europe/Istanbul', 'https://www.amazon.com.tr'],
  ['A2VIGQ35RCS4UG', 'United Arab Emirates', 'AE', 'EU', 'Asia/Dubai', 'https://www.amazon.ae'],
  ['A1F83G8C2ARO7P', 'United Kingdom', 'GB', 'EU', 'Europe/London', 'https://www.amazon.co.uk'],
];

/** Lookup lists of spec 1 §7.2; ids are the 1-based positions (brand types: 1 = Max Control). */
const LOOKUP_LISTS: Readonly<Record<string, ReadonlyArray<string>>> = {
  brand_statuses: ['Active', 'Onboarding', 'On Hold', 'Paused', 'Churned'],
  brand_types: ['Max Control', 'Max Results', 'Full Funnel Partner', 'Ecom3k', 'Amazon Audit'],
  order_methods: ['Purchase Order', 'Drop Ship', 'Consignment', 'Wholesale'],
  agreement_types: ['Flat Fee', 'Revenue Share', 'Hybrid', 'Commission Only'],
  brand_max_control: ['Full Control', 'Advertising Only', 'Listings Only', 'Inventory Only'],
};

export async function up(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  await db
    .insertInto('marketplaces')
    .values(
      MARKETPLACES.map(([marketplaceId, name, countryCode, region, timezone, siteUrl], index) => ({
        marketplace_id: marketplaceId,
        name,
        country_code: countryCode,
        region,
        timezone,
        site_url: siteUrl,
        sort_order: index,
      })),
    )
    .execute();
  for (const [table, names] of Object.entries(LOOKUP_LISTS)) {
    await db
      .insertInto(table)
      .values(names.map((name, index) => ({ id: index + 1, name })))
      .execute();
  }
}

export async function down(db: Kysely<Record<string, Record<string, unknown>>>): Promise<void> {
  for (const table of Object.keys(LOOKUP_LISTS)) await db.deleteFrom(table).execute();
  await db.deleteFrom('marketplaces').execute();
}
