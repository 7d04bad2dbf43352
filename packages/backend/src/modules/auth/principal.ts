import { AGENCY_STAFF_ROLES } from '@portal/schema';

/** Who is calling, as the access token says (contract claims, camelCased for the code). */
export interface Principal {
  userId: string;
  email: string;
  role: string;
  brandType: string | null;
  brandAdmin: boolean;
  activeBrandSubscription: boolean;
  brandCode: string | null;
  subBrandCodes: string[];
  /** Features granted to the account by name (ACCOUNT_FEATURES); API keys have none. */
  accountFeatures: string[];
  /** Refresh family of this session; for an API key `k.<key id>` (api-keys/api-key-session.ts). */
  sessionId: string;
  /** An API key's explicit permissions: its whole authority (docs/decisions/0470). */
  grants?: string[];
  /** An API key's brands: the only brands it reads, whatever its role. */
  keyBrands?: string[];
}

export function isBrandUser(principal: Principal): boolean {
  return principal.role === 'brand-user';
}

/** Agency staff by role, named: "not a brand user" is not staff (the `api` role is neither). */
export function isStaff(principal: Principal): boolean {
  return (AGENCY_STAFF_ROLES as readonly string[]).includes(principal.role);
}

/**
 * Brand codes the caller may see: staff everything (null means no restriction), a brand user their
 * brand and its sub brands, anyone else (the `api` role, a role added later) nothing until a grant
 * names its brands. A brand user without a brand sees nothing. An API key sees its brands only.
 */
export function visibleBrandCodes(principal: Principal): string[] | null {
  if (principal.keyBrands) return principal.keyBrands;
  if (isStaff(principal)) return null;
  if (!isBrandUser(principal)) return [];
  return principal.brandCode ? [principal.brandCode, ...principal.subBrandCodes] : [];
}
