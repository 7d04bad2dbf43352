import { type AccountFeature, isAccountFeature, MESSAGES } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { sendRegisterInvite } from '../auth/password-tokens.service.ts';
import type { Principal } from '../auth/principal.ts';
import {
  deactivateUserAccount,
  listUserAccounts,
  reactivateUserAccount,
  type StoredUserAccount,
  setUserAccountFeatures,
  spendRegisterLinks,
} from './user-accounts.repository.ts';
import { findUserById } from './users.repository.ts';

export const USER_NOT_FOUND = 'User not found';
export const NOT_YOURSELF = 'You cannot deactivate yourself';
export const NOT_INVITED = 'This user has already set a password';
export const DEACTIVATED_NOT_INVITED = 'Reactivate this user before sending an invitation';

export type UserStatus = 'invited' | 'active' | 'deactivated';

/** Deactivation wins: an invited user who is deactivated cannot accept the invitation either. */
export function userStatus(user: { deactivated_at: Date | null; has_password: boolean }): UserStatus {
  if (user.deactivated_at) return 'deactivated';
  return user.has_password ? 'active' : 'invited';
}

/**
 * Whose users the caller administers: an admin every user (null), a brand admin their own brand's
 * (ADR 0581). The permission (userAccounts.manage) admits no one else; a brand admin without a
 * brand administers nobody.
 */
function administeredBrand(principal: Principal): string | null | undefined {
  if (principal.role === 'admin' && !principal.keyBrands) return null;
  if (principal.role === 'brand-user' && principal.brandAdmin) return principal.brandCode ?? undefined;
  return undefined;
}

const toListed = (u: StoredUserAccount) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  brand_code: u.brand_code,
  brand_name: u.brand_name,
  brand_admin: u.brand_admin,
  status: userStatus(u),
  invited_at: u.created_at.toISOString(),
  last_sign_in_at: u.last_sign_in_at?.toISOString() ?? null,
  deactivated_at: u.deactivated_at?.toISOString() ?? null,
  // A feature no longer in ACCOUNT_FEATURES grants nothing and is not shown.
  account_features: u.account_features.filter(isAccountFeature),
});

export async function listUsers(ctx: AppContext, principal: Principal) {
  const brand = administeredBrand(principal);
  if (brand === undefined) return { users: [] };
  return { users: (await listUserAccounts(ctx.db, brand)).map(toListed) };
}

/**
 * The user the caller may act on. Another brand's user is answered as missing, so a brand admin
 * learns nothing of other brands' accounts; a brand admin may not act on staff or on themselves.
 */
async function administeredUser(ctx: AppContext, principal: Principal, userId: string) {
  const brand = administeredBrand(principal);
  const user = await findUserById(ctx.db, userId);
  if (!user || brand === undefined || (brand !== null && user.brand_code !== brand))
    throw notFound(USER_NOT_FOUND);
  return user;
}

export async function resendInvitation(ctx: AppContext, principal: Principal, userId: string) {
  const user = await administeredUser(ctx, principal, userId);
  if (user.deactivated_at) throw new HttpError(409, DEACTIVATED_NOT_INVITED);
  if (user.password_hash) throw new HttpError(409, NOT_INVITED);
  await spendRegisterLinks(ctx.db, user.id);
  await sendRegisterInvite(ctx, user.id, user.email);
  return { message: MESSAGES.invitationSent };
}

export async function deactivateUser(ctx: AppContext, principal: Principal, userId: string) {
  const user = await administeredUser(ctx, principal, userId);
  // The last way back in would be gone: nobody locks themselves out.
  if (user.id === principal.userId) throw forbidden(NOT_YOURSELF);
  const wasInvited = !user.deactivated_at && !user.password_hash;
  const endedSessions = await deactivateUserAccount(ctx.db, user.id);
  // A withdrawn invitation stays withdrawn: reactivating later needs a new one (Resend invitation).
  if (wasInvited) await spendRegisterLinks(ctx.db, user.id);
  // Refused at once on this instance and announced to the others (session-registry.ts).
  for (const sessionId of endedSessions) ctx.sessions?.ended(sessionId);
  // For someone who never accepted, the same act withdraws the invitation: its links stop working.
  return { message: wasInvited ? MESSAGES.invitationRevoked : MESSAGES.userDeactivated };
}

export async function reactivateUser(ctx: AppContext, principal: Principal, userId: string) {
  const user = await administeredUser(ctx, principal, userId);
  const restored = await reactivateUserAccount(ctx.db, user.id);
  // The user's keys work again here at once; other instances re-ask within the session TTL.
  for (const sessionId of restored) ctx.sessions?.restored(sessionId);
  return { message: MESSAGES.userReactivated };
}

/**
 * Grants a user exactly these features (ADR 0609). Only an agency admin may (the permission);
 * an API key, even an admin's, administers no one's account (administeredBrand).
 */
export async function setAccountFeatures(
  ctx: AppContext,
  principal: Principal,
  userId: string,
  features: readonly AccountFeature[],
) {
  if (administeredBrand(principal) !== null) throw notFound(USER_NOT_FOUND);
  const user = await administeredUser(ctx, principal, userId);
  await setUserAccountFeatures(ctx.db, user.id, features);
  return { message: MESSAGES.accountFeaturesSaved };
}
