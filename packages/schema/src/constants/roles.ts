import { invert } from '../case.ts';

/** Portal roles as the REST contract spells them (spec 1 §6). */
export const ROLES = ['admin', 'manager', 'user', 'brand-user', 'standard_agency_user', 'api'] as const;
export type Role = (typeof ROLES)[number];

/** Agency staff: every role that is neither a brand user nor a machine client. */
export const AGENCY_STAFF_ROLES = [
  'admin',
  'manager',
  'user',
  'standard_agency_user',
] as const satisfies readonly Role[];

/** Brand types of brand users (spec 1 §1); aa is the Amazon audit type. */
export const BRAND_TYPES = ['ffp', 'ecom3k', 'mr', 'mc', 'aa'] as const;
export type BrandType = (typeof BRAND_TYPES)[number];

/**
 * Features granted to named accounts, whatever their role (spec 3 §2: BULK EDIT (v1) is shown only
 * to a few specific accounts). Stored per user; an admin grants them on the users page (ADR 0609).
 */
export const ACCOUNT_FEATURES = ['bulkEditV1'] as const;
export type AccountFeature = (typeof ACCOUNT_FEATURES)[number];
export const isAccountFeature = (value: string): value is AccountFeature =>
  (ACCOUNT_FEATURES as readonly string[]).includes(value);

/** Brand types sold as a paid subscription; their users are gated by it (spec 1 §4.2). */
export const SUBSCRIPTION_BRAND_TYPES = ['ffp', 'ecom3k'] as const satisfies readonly BrandType[];

export type GraphQLRole = 'ADMIN' | 'MANAGER' | 'USER' | 'BRAND_USER' | 'STANDARD_AGENCY_USER' | 'API';
export type GraphQLBrandType = 'FFP' | 'ECOM3K' | 'MR' | 'MC' | 'AA';

const ROLE_TO_GRAPHQL: Record<Role, GraphQLRole> = {
  admin: 'ADMIN',
  manager: 'MANAGER',
  user: 'USER',
  'brand-user': 'BRAND_USER',
  standard_agency_user: 'STANDARD_AGENCY_USER',
  api: 'API',
};

const BRAND_TYPE_TO_GRAPHQL: Record<BrandType, GraphQLBrandType> = {
  ffp: 'FFP',
  ecom3k: 'ECOM3K',
  mr: 'MR',
  mc: 'MC',
  aa: 'AA',
};

const GRAPHQL_TO_ROLE = invert(ROLE_TO_GRAPHQL);
const GRAPHQL_TO_BRAND_TYPE = invert(BRAND_TYPE_TO_GRAPHQL);

export const toGraphQLRole = (role: Role): GraphQLRole => ROLE_TO_GRAPHQL[role];
export const fromGraphQLRole = (role: GraphQLRole): Role => GRAPHQL_TO_ROLE[role];
export const toGraphQLBrandType = (type: BrandType): GraphQLBrandType => BRAND_TYPE_TO_GRAPHQL[type];
export const fromGraphQLBrandType = (type: GraphQLBrandType): BrandType => GRAPHQL_TO_BRAND_TYPE[type];

/** The spec also writes BrandUser and StandardAgencyUser; accept every spelling it uses. */
const ROLE_ALIASES: Record<string, Role> = {
  branduser: 'brand-user',
  'brand-user': 'brand-user',
  brand_user: 'brand-user',
  standardagencyuser: 'standard_agency_user',
  standard_agency_user: 'standard_agency_user',
  'standard-agency-user': 'standard_agency_user',
  admin: 'admin',
  manager: 'manager',
  user: 'user',
  api: 'api',
};

/** Reads a role from any spelling the spec or a GraphQL enum uses; null when it is none. */
export const parseRole = (value: string): Role | null => ROLE_ALIASES[value.trim().toLowerCase()] ?? null;

/** Reads a brand type from REST (lower case) or GraphQL (upper case); null when it is none. */
export const parseBrandType = (value: string | null | undefined): BrandType | null => {
  const lower = value?.trim().toLowerCase();
  return (BRAND_TYPES as readonly string[]).includes(lower ?? '') ? (lower as BrandType) : null;
};

export const isSubscriptionBrandType = (type: BrandType | null): boolean =>
  type !== null && (SUBSCRIPTION_BRAND_TYPES as readonly BrandType[]).includes(type);
