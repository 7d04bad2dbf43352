import type { AccountFeature, BrandType, Role } from '../constants/roles.ts';
import type { Permission } from './permissions.ts';

/** What the access rules need to know about a signed-in user. */
export interface AccessSubject {
  role: Role;
  /** Brand type of a brand user; null for agency staff (and ignored for them if set). */
  brandType: BrandType | null;
  brandAdmin: boolean;
  activeSubscription: boolean;
  subBrandCodes: string[];
  /** Features granted to this account by name (ACCOUNT_FEATURES); absent means none. */
  accountFeatures?: readonly AccountFeature[];
  /**
   * An API key's explicit permissions (issue 36); absent for a signed-in user. When set, the
   * permission table's role rules are not read: the key may do exactly these.
   */
  grants?: readonly Permission[];
}

/**
 * The conditions of one permission (see permissions.ts). Every given condition must hold.
 * - roles: absent or empty means any signed-in role.
 * - brandTypes: applies to brand users only; agency staff pass it.
 * - brandAdmin: applies to brand users only.
 * - activeSubscription: applies to brand users of a subscription brand type (ffp, ecom3k).
 * - accountFeature: binds every role: only accounts granted the feature pass.
 */
export interface AccessRule {
  roles?: readonly Role[];
  brandTypes?: readonly BrandType[];
  brandAdmin?: boolean;
  activeSubscription?: boolean;
  accountFeature?: AccountFeature;
}

/**
 * Conditions the spec states that no directive argument can express; named so the tables stay data.
 * - notSubscriptionAdminOrSubscriber: false for ffp/ecom3k brand users who are brand admins or subscribed.
 * - withoutSubBrands: false for users with sub-brand codes.
 */
export type AccessCondition = 'notSubscriptionAdminOrSubscriber' | 'withoutSubBrands';

export type AuthDecision = 'ALLOW' | 'UNAUTHENTICATED' | 'FORBIDDEN';

interface RouteBase<Id extends string> {
  id: Id;
  /** react-router pattern; `:name?` marks an optional segment. */
  path: string;
}

/** Open without sign-in (spec 1 §6.2 public routes). */
export interface PublicRouteDef<Id extends string = string> extends RouteBase<Id> {
  public: true;
  /** For sign-in and sign-up pages: where a signed-in visitor is sent; 'landing' is landingPath(). */
  signedInRedirect?: string;
  permission?: never;
}

/** Open to signed-in users who hold the permission. */
export interface PrivateRouteDef<Id extends string = string> extends RouteBase<Id> {
  permission: Permission;
  /**
   * 'forbidden': a signed-in user refused the page stays on its address and reads 'You do not have
   * permission to view this page' instead of being redirected (staff money areas, where a redirect
   * hid why; docs/decisions/0321). Unset: the spec 1 §4.2 redirect.
   */
  refused?: 'forbidden';
  public?: never;
  signedInRedirect?: never;
}

export type RouteDef<Id extends string = string> = PublicRouteDef<Id> | PrivateRouteDef<Id>;

export type RouteDecision = { allow: true } | { redirect: string };
