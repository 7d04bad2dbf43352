import { isPlainEmail, isSignUpPassword, SIGN_UP_MESSAGES, VALIDATION_MESSAGES } from '@portal/schema';
import type { RouteBody, signUpContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { captchaAnswered } from './captcha.ts';
import { createSelfServeAccount } from './self-serve-account.ts';

/** Brand type 'Full Funnel Partner' of the reference data (brand_type ffp). */
const FFP_TYPE = 'Full Funnel Partner';

/**
 * POST ffp/sign-up: a new ffp brand in trial, onboarding, and its brand admin with the password
 * given. The plan, price and promotion code are kept on the brand for the billing step (the billing
 * module owns subscriptions); the account signs in right after and connects to Amazon.
 */
export async function signUp(ctx: AppContext, body: RouteBody<typeof signUpContract.signUp>) {
  if (!body.email) throw badRequest(VALIDATION_MESSAGES.emailRequired);
  if (!isPlainEmail(body.email)) throw badRequest(VALIDATION_MESSAGES.emailNotValid);
  if (!body.password) throw badRequest(VALIDATION_MESSAGES.passwordRequired);
  if (!isSignUpPassword(body.password)) throw badRequest(VALIDATION_MESSAGES.passwordRules);
  if (!captchaAnswered(ctx, body.recatpchaToken, body.captchaAnswer))
    throw badRequest(SIGN_UP_MESSAGES.wrongCaptcha);
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email))
    .executeTakeFirst();
  if (taken) throw new HttpError(409, SIGN_UP_MESSAGES.emailTaken);
  const userId = await createSelfServeAccount(ctx, {
    email: body.email,
    brandType: 'ffp',
    typeName: FFP_TYPE,
    codePrefix: 'FFP-',
    passwordHash: await hashPassword(body.password),
    brand: {
      subscription_status: 'trialing',
      stripe_data: JSON.stringify({
        signUp: { plan: body.plan, price: body.price, promotionCodeId: body.promotionCodeId ?? null },
      }),
    },
  });
  // Two sign-ups with one address at once: the unique index refused the second.
  if (!userId) throw new HttpError(409, SIGN_UP_MESSAGES.emailTaken);
  return { id: userId };
}
