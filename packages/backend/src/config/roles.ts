/** Roles as the spec writes them (spec 1 §6). */
export const ROLES = ['admin', 'manager', 'user', 'brand-user', 'standard_agency_user', 'api'] as const;
export type Role = (typeof ROLES)[number];

/** Brand types (DESIGN §3); aa is the Amazon audit type. */
export const BRAND_TYPES = ['ffp', 'ecom3k', 'mr', 'mc', 'aa'] as const;
export type BrandType = (typeof BRAND_TYPES)[number];

/** Brand types whose users need an active subscription (spec 1 §4.2). */
export const SUBSCRIPTION_BRAND_TYPES: ReadonlyArray<BrandType> = ['ffp', 'ecom3k'];

export function isBrandUserRole(role: string): boolean {
  return role === 'brand-user';
}
