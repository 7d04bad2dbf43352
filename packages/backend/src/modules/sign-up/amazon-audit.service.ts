import { isPlainEmail, SIGN_UP_MESSAGES, VALIDATION_MESSAGES } from '@portal/schema';
import type { RouteBody, signUpContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/http-error.ts';
import { sendRegisterInvite } from '../auth/password-tokens.service.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { captchaAnswered } from './captcha.ts';
import { createSelfServeAccount } from './self-serve-account.ts';

/** Brand type 'Amazon Audit' of the reference data (brand_type aa). */
const AUDIT_TYPE = 'Amazon Audit';

/**
 * POST users/amazonAudit (docs/decisions/0593): a new Amazon audit brand (type aa, onboarding) and
 * its brand admin without a password; the mailed register link sets one, and the audit dashboard
 * then asks them to connect their Amazon account. An address that already has an account gets a
 * mail pointing at sign-in instead, and the answer is the same either way: the public form tells
 * nobody which addresses are customers. Mails a visitor may cause are budgeted per address and
 * email (the password reset's budget), before any lookup.
 */
export async function registerAmazonAudit(
  ctx: AppContext,
  body: RouteBody<typeof signUpContract.amazonAudit>,
  clientIp: string,
): Promise<{ message: string }> {
  if (!body.email) throw badRequest(VALIDATION_MESSAGES.emailRequired);
  if (!isPlainEmail(body.email)) throw badRequest(VALIDATION_MESSAGES.emailInvalid);
  if (!captchaAnswered(ctx, body.captcha, body.captchaAnswer))
    throw badRequest(SIGN_UP_MESSAGES.wrongCaptcha);
  await ctx.loginLimiter.consumeMailRequest(body.email, clientIp, SIGN_UP_MESSAGES.tooManyRegistrations);
  const answer = { message: SIGN_UP_MESSAGES.auditRegistered(body.email) };
  const known = await findUserByEmail(ctx.db, body.email);
  if (known) {
    await mailKnownAddress(ctx, known.email);
    return answer;
  }
  const userId = await createSelfServeAccount(ctx, {
    email: body.email,
    brandType: 'aa',
    typeName: AUDIT_TYPE,
    codePrefix: 'AA-',
    passwordHash: null,
  });
  if (userId) await sendRegisterInvite(ctx, userId, body.email);
  else await mailKnownAddress(ctx, body.email);
  return answer;
}

async function mailKnownAddress(ctx: AppContext, email: string): Promise<void> {
  await ctx.mail.send({
    to: email,
    subject: 'Your Amazon audit registration',
    text: `Someone (we hope you) asked to register ${email} for an Amazon audit, but this address already has a portal account.\n\nSign in here: ${ctx.publicUrl}/login\nForgot your password? ${ctx.publicUrl}/forgot-password\n\nIf you did not ask for this, ignore this email.`,
  });
}
