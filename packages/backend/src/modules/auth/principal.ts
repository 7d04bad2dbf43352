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
  /** Refresh family of this session. */
  sessionId: string;
}

export function isBrandUser(principal: Principal): boolean {
  return principal.role === 'brand-user';
}

/**
 * Brand codes the caller may see: a brand user their brand and its sub brands, staff everything
 * (null means no restriction). A brand user without a brand sees nothing.
 */
export function visibleBrandCodes(principal: Principal): string[] | null {
  if (!isBrandUser(principal)) return null;
  return principal.brandCode ? [principal.brandCode, ...principal.subBrandCodes] : [];
}
