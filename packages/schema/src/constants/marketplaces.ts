/** Amazon regions: North America, Europe (incl. Middle East and India), Far East. */
export type MarketplaceRegion = 'NA' | 'EU' | 'FE';

export interface Marketplace {
  /** Country name as the portal shows it. */
  name: string;
  /** ISO 3166 country code (GB for the United Kingdom; the spec writes UK/GB). */
  countryCode: string;
  /** Amazon's marketplace id. */
  marketplaceId: string;
  region: MarketplaceRegion;
  /** IANA time zone Amazon reports the marketplace's days in. */
  timezone: string;
  /** The storefront. */
  siteUrl: string;
  /** Seller Central for the marketplace (spec 3 §9 "seller portal URL"). */
  sellerCentralUrl: string;
  /** ISO 4217 currency the marketplace sells and reports in: every amount of it is written in it. */
  currency: string;
}

const mp = (
  name: string,
  countryCode: string,
  marketplaceId: string,
  region: MarketplaceRegion,
  timezone: string,
  domain: string,
  currency: string,
): Marketplace => ({
  name,
  countryCode,
  marketplaceId,
  region,
  timezone,
  siteUrl: `https://www.${domain}`,
  sellerCentralUrl: `https://sellercentral.${domain}`,
  currency,
});

/** The 20 marketplaces of spec 1 §9, in the spec's order. */
export const MARKETPLACES: readonly Marketplace[] = [
  mp('United States', 'US', 'ATVPDKIKX0DER', 'NA', 'America/Los_Angeles', 'amazon.com', 'USD'),
  mp('Australia', 'AU', 'A39IBJ37TRP1C6', 'FE', 'Australia/Sydney', 'amazon.com.au', 'AUD'),
  mp('Brazil', 'BR', 'A2Q3Y263D00KWC', 'NA', 'America/Sao_Paulo', 'amazon.com.br', 'BRL'),
  mp('Canada', 'CA', 'A2EUQ1WTGCTBG2', 'NA', 'America/Los_Angeles', 'amazon.ca', 'CAD'),
  mp('Egypt', 'EG', 'ARBP9OOSHTCHU', 'EU', 'Africa/Cairo', 'amazon.eg', 'EGP'),
  mp('France', 'FR', 'A13V1IB3VIYZZH', 'EU', 'Europe/Paris', 'amazon.fr', 'EUR'),
  mp('Germany', 'DE', 'A1PA6795UKMFR9', 'EU', 'Europe/Berlin', 'amazon.de', 'EUR'),
  mp('India', 'IN', 'A21TJRUUN4KGV', 'EU', 'Asia/Kolkata', 'amazon.in', 'INR'),
  mp('Italy', 'IT', 'APJ6JRA9NG5V4', 'EU', 'Europe/Rome', 'amazon.it', 'EUR'),
  mp('Japan', 'JP', 'A1VC38T7YXB528', 'FE', 'Asia/Tokyo', 'amazon.co.jp', 'JPY'),
  mp('Mexico', 'MX', 'A1AM78C64UM0Y8', 'NA', 'America/Mexico_City', 'amazon.com.mx', 'MXN'),
  mp('Netherlands', 'NL', 'A1805IZSGTT6HS', 'EU', 'Europe/Amsterdam', 'amazon.nl', 'EUR'),
  mp('Poland', 'PL', 'A1C3SOZRARQ6R3', 'EU', 'Europe/Warsaw', 'amazon.pl', 'PLN'),
  mp('Saudi Arabia', 'SA', 'A17E79C6D8DWNP', 'EU', 'Asia/Riyadh', 'amazon.sa', 'SAR'),
  mp('Singapore', 'SG', 'A19VAU5U5O7RUS', 'FE', 'Asia/Singapore', 'amazon.sg', 'SGD'),
  mp('Spain', 'ES', 'A1RKKUPIHCS9HS', 'EU', 'Europe/Madrid', 'amazon.es', 'EUR'),
  mp('Sweden', 'SE', 'A2NODRKZP88ZB9', 'EU', 'Europe/Stockholm', 'amazon.se', 'SEK'),
  mp('Turkey', 'TR', 'A33AVAJ2PDY3EV', 'EU', 'Europe/Istanbul', 'amazon.com.tr', 'TRY'),
  mp('United Arab Emirates', 'AE', 'A2VIGQ35RCS4UG', 'EU', 'Asia/Dubai', 'amazon.ae', 'AED'),
  mp('United Kingdom', 'GB', 'A1F83G8C2ARO7P', 'EU', 'Europe/London', 'amazon.co.uk', 'GBP'),
];

/** United States: the default advertising, performance and connection marketplace. */
export const DEFAULT_MARKETPLACE_ID = 'ATVPDKIKX0DER';

/** The 19 countries offered for Selling Partner API connection (spec 3 §9: no Saudi Arabia). */
export const CONNECTABLE_COUNTRY_CODES = [
  'CA',
  'US',
  'MX',
  'BR',
  'SG',
  'AU',
  'JP',
  'ES',
  'GB',
  'FR',
  'NL',
  'DE',
  'IT',
  'SE',
  'PL',
  'TR',
  'AE',
  'IN',
  'EG',
] as const;

const byId = new Map(MARKETPLACES.map((m) => [m.marketplaceId, m]));

export const marketplaceById = (marketplaceId: string): Marketplace | undefined => byId.get(marketplaceId);

/** The marketplace's ISO currency; US dollars for an unknown id (the default marketplace's). */
export const currencyOf = (marketplaceId: string | null | undefined): string =>
  (marketplaceId ? byId.get(marketplaceId)?.currency : undefined) ?? 'USD';

/** Accepts UK as well as GB, since the spec writes both. */
export const marketplaceByCountryCode = (code: string): Marketplace | undefined => {
  const iso = code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase();
  return MARKETPLACES.find((m) => m.countryCode === iso);
};
