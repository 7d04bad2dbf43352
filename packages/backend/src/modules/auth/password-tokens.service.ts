import { MESSAGES } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../http/http-error.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { consumeUserTokenAndSetPassword, findUsableUserToken, insertUserToken } from './auth.repository.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import { hashPassword } from './passwords.ts';

export const INVALID_TOKEN_MESSAGE = MESSAGES.invalidToken;
export const PASSWORD_RESET_SENT_MESSAGE = MESSAGES.passwordResetEmailSent;
export const PASSWORD_SET_MESSAGE = 'Your password has been set. You can now log in.';

const TTL_MS = { register: 7 * 24 * 3600 * 1000, reset: 3600 * 1000 } as const;

/** Creates a single-use register or reset token and returns the raw token (only the hash is kept). */
export async function issueUserToken(
  ctx: AppContext,
  userId: string,
  purpose: 'register' | 'reset',
): Promise<string> {
  const { token, tokenHash } = newOpaqueToken();
  await insertUserToken(ctx.db, {
    tokenHash,
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TTL_MS[purpose]),
  });
  return token;
}

/** Invites a user: mails a link to /register/{token} so they can choose a password. */
export async function sendRegisterInvite(ctx: AppContext, userId: string, email: string): Promise<void> {
  const token = await issueUserToken(ctx, userId, 'register');
  const link = `${ctx.publicUrl}/register/${token}`;
  await ctx.mail.send({
    to: email,
    subject: 'Set your portal password',
    text: `You have been invited to the portal.\n\nPlease enter and confirm your new password here:\n${link}\n\nThe link can be used once and expires in 7 days.`,
  });
}

/** Mails a reset link when the address has an account; says nothing either way. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueUserToken(ctx, user.id, 'reset');
  const link = `${ctx.publicUrl}/reset/${token}`;
  await ctx.mail.send({
    to: user.email,
    subject: 'Reset your password',
    text: `A password reset was requested for your portal account.\n\nFollow this link to choose a new password:\n${link}\n\nThe link can be used once and expires in 1 hour. If you did not ask for this, ignore this email.`,
  });
}

export async function checkUserToken(
  ctx: AppContext,
  token: string,
): Promise<{ valid: true; email: string }> {
  const found = await findUsableUserToken(ctx.db, hashOpaqueToken(token));
  if (!found) throw unauthorized(INVALID_TOKEN_MESSAGE);
  return { valid: true, email: found.email };
}

export async function setPasswordWithToken(ctx: AppContext, token: string, password: string): Promise<void> {
  const tokenHash = hashOpaqueToken(token);
  if (!(await findUsableUserToken(ctx.db, tokenHash))) throw unauthorized(INVALID_TOKEN_MESSAGE);
  const passwordHash = await hashPassword(password);
  if (!(await consumeUserTokenAndSetPassword(ctx.db, tokenHash, passwordHash))) {
    throw unauthorized(INVALID_TOKEN_MESSAGE);
  }
}
