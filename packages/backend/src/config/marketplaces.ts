/** Amazon selling region a marketplace belongs to; seller ids are shared within a region. */
export type MarketplaceRegion = 'NA' | 'EU' | 'FE';

/** One of the 20 marketplaces of spec 1 §9. */
export interface MarketplaceDefinition {
  marketplaceId: string;
  name: string;
  countryCode: string;
  region: MarketplaceRegion;
  timezone: string;
  siteUrl: string;
}

/** Real Amazon marketplace ids, in the order spec 1 §9 lists the countries. */
export const MARKETPLACES: ReadonlyArray<MarketplaceDefinition> = [
  mp('ATVPDKIKX0DER', 'United States', 'US', 'NA', 'America/Los_Angeles', 'amazon.com'),
  mp('A39IBJ37TRP1C6', 'Australia', 'AU', 'FE', 'Australia/Sydney', 'amazon.com.au'),
  mp('A2Q3Y263D00KWC', 'Brazil', 'BR', 'NA', 'America/Sao_Paulo', 'amazon.com.br'),
  mp('A2EUQ1WTGCTBG2', 'Canada', 'CA', 'NA', 'America/Toronto', 'amazon.ca'),
  mp('ARBP9OOSHTCHU', 'Egypt', 'EG', 'EU', 'Africa/Cairo', 'amazon.eg'),
  mp('A13V1IB3VIYZZH', 'France', 'FR', 'EU', 'Europe/Paris', 'amazon.fr'),
  mp('A1PA6795UKMFR9', 'Germany', 'DE', 'EU', 'Europe/Berlin', 'amazon.de'),
  mp('A21TJRUUN4KGV', 'India', 'IN', 'EU', 'Asia/Kolkata', 'amazon.in'),
  mp('APJ6JRA9NG5V4', 'Italy', 'IT', 'EU', 'Europe/Rome', 'amazon.it'),
  mp('A1VC38T7YXB528', 'Japan', 'JP', 'FE', 'Asia/Tokyo', 'amazon.co.jp'),
  mp('A1AM78C64UM0Y8', 'Mexico', 'MX', 'NA', 'America/Mexico_City', 'amazon.com.mx'),
  mp('A1805IZSGTT6HS', 'Netherlands', 'NL', 'EU', 'Europe/Amsterdam', 'amazon.nl'),
  mp('A1C3SOZRARQ6R3', 'Poland', 'PL', 'EU', 'Europe/Warsaw', 'amazon.pl'),
  mp('A17E79C6D8DWNP', 'Saudi Arabia', 'SA', 'EU', 'Asia/Riyadh', 'amazon.sa'),
  mp('A19VAU5U5O7RUS', 'Singapore', 'SG', 'FE', 'Asia/Singapore', 'amazon.sg'),
  mp('A1RKKUPIHCS9HS', 'Spain', 'ES', 'EU', 'Europe/Madrid', 'amazon.es'),
  mp('A2NODRKZP88ZB9', 'Sweden', 'SE', 'EU', 'Europe/Stockholm', 'amazon.se'),
  mp('A33AVAJ2PDY3EV', 'Turkey', 'TR', 'EU', 'Europe/Istanbul', 'amazon.com.tr'),
  mp('A2VIGQ35RCS4UG', 'United Arab Emirates', 'AE', 'EU', 'Asia/Dubai', 'amazon.ae'),
  mp('A1F83G8C2ARO7P', 'United Kingdom', 'GB', 'EU', 'Europe/London', 'amazon.co.uk'),
];

function mp(
  marketplaceId: string,
  name: string,
  countryCode: string,
  region: MarketplaceRegion,
  timezone: string,
  host: string,
): MarketplaceDefinition {
  return { marketplaceId, name, countryCode, region, timezone, siteUrl: `https://www.${host}` };
}

/** The default marketplace of the portal (spec 1 §9, spec 2 §5). */
export const DEFAULT_MARKETPLACE_ID = 'ATVPDKIKX0DER';

export function marketplaceByCountry(countryCode: string): MarketplaceDefinition {
  const found = MARKETPLACES.find((m) => m.countryCode === countryCode);
  if (!found) throw new Error(`Unknown marketplace country ${countryCode}`);
  return found;
}
