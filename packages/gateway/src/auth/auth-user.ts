import {
  type AccountFeature,
  type BrandType,
  toGraphQLBrandType as brandTypeToGraphQL,
  type GraphQLBrandType,
  type GraphQLRole,
  type Permission,
  parseBrandType,
  parseRole,
  type Role,
  toGraphQLRole as roleToGraphQL,
} from '@portal/schema';

export { fromGraphQLBrandType, fromGraphQLRole } from '@portal/schema';

/** Roles as the REST contract and the access token spell them. */
export type RestRole = Role;
/** Brand types as the REST contract and the access token spell them. */
export type RestBrandType = BrandType;

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
  /** Features granted to the account by name (ADR 0609); none when absent. */
  accountFeatures?: AccountFeature[];
  /** Refresh family of the session. */
  sid: string | null;
  /** Expiry of the access token, seconds since the epoch. */
  expiresAt: number;
  /** An API key's explicit permissions (its whole authority); null for a signed-in user. */
  grants?: Permission[] | null;
}

/** A role from an upstream answer; an unknown one is a contract break, not user input. */
export function toGraphQLRole(role: string): GraphQLRole {
  const parsed = parseRole(role);
  if (!parsed) throw new Error(`Unknown role from upstream: ${role}`);
  return roleToGraphQL(parsed);
}

export function toGraphQLBrandType(brandType: string | null | undefined): GraphQLBrandType | null {
  const parsed = parseBrandType(brandType);
  return parsed ? brandTypeToGraphQL(parsed) : null;
}
