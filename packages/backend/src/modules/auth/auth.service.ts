import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../http/http-error.ts';
import { keyIdOfSession } from '../api-keys/api-key-session.ts';
import { recordSignIn } from '../users/user-accounts.repository.ts';
import { loadUserProfile, principalFromProfile, type UserProfile } from '../users/user-profile.ts';
import { findUserByEmail, findUserById } from '../users/users.repository.ts';
import { signAccessToken } from './access-tokens.ts';
import {
  familyIsLive,
  findRefreshToken,
  insertRefreshToken,
  mayReplaySpentToken,
  recordLoginAttempt,
  revokeRefreshFamily,
  revokeUnusedSince,
  spendRefreshToken,
} from './auth.repository.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const LOGIN_FAILED_MESSAGE = MESSAGES.loginIncorrect;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 3600 * 1000;
/**
 * How long a just-spent refresh token may be presented again while its successor is unused: a
 * reload (or a second tab) that interrupts the page's refresh still holds the spent token. The
 * replay replaces the unused successor; anything else presenting a spent token revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
}

// Verifying against a fixed hash when the email is unknown keeps timing the same for both cases.
let dummyHash: Promise<string> | null = null;

export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  ip: string,
): Promise<UserProfile & SessionTokens> {
  const key = email.trim().toLowerCase();
  await ctx.loginLimiter.assertAllowed(key, ip);
  const user = await findUserByEmail(ctx.db, key);
  dummyHash ??= hashPassword('not-a-real-password-0!A');
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), password);
  // A deactivated user is refused with the same words as a wrong password: the form tells a
  // stranger nothing about the account (ADR 0581).
  const allowed = ok && user !== undefined && user.deactivated_at === null;
  await recordLoginAttempt(ctx.db, { email: key, ip, success: allowed });
  if (!user || !allowed) {
    await ctx.loginLimiter.recordFailure(key, ip);
    throw unauthorized(LOGIN_FAILED_MESSAGE);
  }
  await ctx.loginLimiter.recordSuccess(key, ip);
  await recordSignIn(ctx.db, user.id);
  const profile = await loadUserProfile(ctx.db, user);
  const tokens = await issueSession(ctx, profile, randomUUID());
  return { ...profile, ...tokens };
}

/** Signs an access token and stores a fresh refresh token in the given family. */
async function issueSession(ctx: AppContext, profile: UserProfile, familyId: string): Promise<SessionTokens> {
  const { token, tokenHash } = newOpaqueToken();
  await insertRefreshToken(ctx.db, {
    tokenHash,
    userId: profile.userId,
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const access = await signAccessToken(ctx.keys, principalFromProfile(profile, familyId));
  return {
    accessToken: access.accessToken,
    refreshToken: token,
    accessTokenExpiresAt: access.accessTokenExpiresAt,
  };
}

/** Rotates a refresh token. Presenting a spent one means it leaked: the whole family is revoked. */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<SessionTokens> {
  const tokenHash = hashOpaqueToken(refreshToken);
  const stored = await findRefreshToken(ctx.db, tokenHash);
  if (!stored) throw unauthorized('Invalid refresh token');
  if (stored.revoked_at) {
    // A token a replay replaced, presented while its family lives on elsewhere: one of the two
    // holders is not the user, so the session ends for both.
    if (await familyIsLive(ctx.db, stored.family_id)) await endFamily(ctx, stored.family_id);
    throw unauthorized('Refresh token has been revoked');
  }
  if (stored.expires_at.getTime() <= Date.now()) throw unauthorized('Refresh token has expired');
  const user = await findUserById(ctx.db, stored.user_id);
  if (!user) throw unauthorized('Invalid refresh token');
  // Deactivation revokes the families too; this covers a refresh racing the deactivation.
  if (user.deactivated_at) throw unauthorized('Refresh token has been revoked');
  // Claims are rebuilt from the database, so brand changes reach the next access token.
  const profile = await loadUserProfile(ctx.db, user);
  // Spending the old token and storing its successor commit together: a failure in between must
  // not leave a spent token without a successor (the user's retry would revoke the whole family).
  const tokens = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendRefreshToken(trx, tokenHash))) {
      const spent = await findRefreshToken(trx, tokenHash);
      if (!spent?.used_at || !(await mayReplaySpentToken(trx, spent, REFRESH_REUSE_GRACE_MS))) return null;
      await revokeUnusedSince(trx, spent.family_id, spent.used_at);
    }
    return issueSession({ ...ctx, db: trx }, profile, stored.family_id);
  });
  if (!tokens) {
    await endFamily(ctx, stored.family_id);
    throw unauthorized('Refresh token has already been used');
  }
  return tokens;
}

async function endFamily(ctx: AppContext, familyId: string): Promise<void> {
  await revokeRefreshFamily(ctx.db, familyId);
  ctx.sessions?.ended(familyId);
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  // An API key's token has no refresh family: the key ends only when revoked in the portal.
  if (keyIdOfSession(sessionId) !== null) return;
  await revokeRefreshFamily(ctx.db, sessionId);
  ctx.sessions?.ended(sessionId);
}
