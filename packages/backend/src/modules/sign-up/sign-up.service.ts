import { randomBytes } from 'node:crypto';
import { isPlainEmail, isSignUpPassword, SIGN_UP_MESSAGES, VALIDATION_MESSAGES } from '@portal/schema';
import type { RouteBody, signUpContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { captchaAnswered } from './captcha.ts';

/** Brand status 'Onboarding' of the reference data: a self-serve brand starts there. */
const ONBOARDING_STATUS = 'Onboarding';
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
  const passwordHash = await hashPassword(body.password);
  const brandCode = `FFP-${randomBytes(4).toString('hex').toUpperCase()}`;
  const name = body.email.split('@')[0] ?? body.email;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const status = await trx
        .selectFrom('brand_statuses')
        .select('id')
        .where('name', '=', ONBOARDING_STATUS)
        .executeTakeFirstOrThrow();
      const type = await trx
        .selectFrom('brand_types')
        .select('id')
        .where('name', '=', FFP_TYPE)
        .executeTakeFirst();
      await trx
        .insertInto('brands')
        .values({
          brand_code: brandCode,
          name,
          brand_type: 'ffp',
          type_id: type?.id ?? null,
          status_id: status.id,
          subscription_status: 'trialing',
          email: body.email,
          stripe_data: JSON.stringify({
            signUp: { plan: body.plan, price: body.price, promotionCodeId: body.promotionCodeId ?? null },
          }),
        })
        .execute();
      const user = await trx
        .insertInto('users')
        .values({
          email: body.email,
          name,
          role: 'brand-user',
          password_hash: passwordHash,
          brand_code: brandCode,
          brand_admin: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: user.id };
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index refuses the second.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, SIGN_UP_MESSAGES.emailTaken);
    throw error;
  }
}
