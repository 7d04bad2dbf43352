import { type Marketplace, marketplaceByCountryCode } from '@portal/schema';

/** The demo plans name markets by country; an unknown code is a bug in the plan, so it throws. */
export function marketplaceByCountry(countryCode: string): Marketplace {
  const found = marketplaceByCountryCode(countryCode);
  if (!found) throw new Error(`Unknown marketplace country ${countryCode}`);
  return found;
}
