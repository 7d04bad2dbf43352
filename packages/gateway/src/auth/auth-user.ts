import type { BrandType, Role } from '../generated/resolvers-types.ts';

/** Roles as the REST contract and the access token spell them. */
export type RestRole = 'admin' | 'manager' | 'user' | 'brand-user' | 'standard_agency_user' | 'api';
/** Brand types as the REST contract and the access token spell them. */
export type RestBrandType = 'ffp' | 'ecom3k' | 'mr' | 'mc' | 'aa';

/** The signed-in caller, read from a verified access token. */
export interface AuthUser {
  userId: string;
  email: string;
  role: RestRole;
  brandType: RestBrandType | null;
  brandAdmin: boolean;
  activeBrandSubscription: boolean;
  brandCode: string | null;
  subBrandCodes: string[];
  /** Refresh family of the session. */
  sid: string | null;
  /** Expiry of the access token, seconds since the epoch. */
  expiresAt: number;
}

const roleFromGraphQL: Record<Role, RestRole> = {
  ADMIN: 'admin',
  MANAGER: 'manager',
  USER: 'user',
  BRAND_USER: 'brand-user',
  STANDARD_AGENCY_USER: 'standard_agency_user',
  API: 'api',
};

const brandTypeFromGraphQL: Record<BrandType, RestBrandType> = {
  FFP: 'ffp',
  ECOM3K: 'ecom3k',
  MR: 'mr',
  MC: 'mc',
  AA: 'aa',
};

export function fromGraphQLRole(role: Role): RestRole {
  return roleFromGraphQL[role];
}

export function fromGraphQLBrandType(brandType: BrandType): RestBrandType {
  return brandTypeFromGraphQL[brandType];
}

export function toGraphQLRole(role: string): Role {
  const found = (Object.keys(roleFromGraphQL) as Role[]).find((key) => roleFromGraphQL[key] === role);
  if (!found) throw new Error(`Unknown role from upstream: ${role}`);
  return found;
}

export function toGraphQLBrandType(brandType: string | null | undefined): BrandType | null {
  if (!brandType) return null;
  const found = (Object.keys(brandTypeFromGraphQL) as BrandType[]).find(
    (key) => brandTypeFromGraphQL[key] === brandType,
  );
  return found ?? null;
}

export function isRestRole(value: unknown): value is RestRole {
  return Object.values(roleFromGraphQL).includes(value as RestRole);
}

export function isRestBrandType(value: unknown): value is RestBrandType {
  return Object.values(brandTypeFromGraphQL).includes(value as RestBrandType);
}
