import { BRAND_INVITE_MESSAGES, BRAND_PENDING_INVITES_MAX, MESSAGES } from '@portal/schema';
import type { RouteBody, usersContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, HttpError } from '../../http/http-error.ts';
import { sendRegisterInvite } from '../auth/password-tokens.service.ts';
import type { Principal } from '../auth/principal.ts';
import { brandExists } from '../brands/brands.repository.ts';
import { findUserByEmail } from './users.repository.ts';

export const BRAND_USER_NEEDS_BRAND = 'A brand user needs an existing brand';
export const EMAIL_TAKEN = 'A user with this email already exists';

/**
 * Invites a user: creates them without a password and mails, through the mail connector, a
 * single-use register link (the token is kept only as a hash and expires in 7 days). The invitee
 * chooses a password on /register/{token} and signs in as usual.
 */
export async function inviteUser(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof usersContract.invite>,
) {
  await assertMayInvite(ctx, principal, body);
  const email = body.email.trim().toLowerCase();
  const brandCode = body.role === 'brand-user' ? body.brand_code : undefined;
  if (body.role === 'brand-user' && !(brandCode && (await brandExists(ctx.db, brandCode))))
    throw badRequest(BRAND_USER_NEEDS_BRAND);
  if (await findUserByEmail(ctx.db, email)) throw new HttpError(409, EMAIL_TAKEN);
  const user = await ctx.db
    .insertInto('users')
    .values({
      email,
      name: body.name?.trim() || email,
      role: body.role,
      brand_code: brandCode ?? null,
      brand_admin: body.role === 'brand-user' && body.brand_admin === true,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Two invitations for one address at once: the second is the taken email.
      if ((error as { code?: unknown }).code === '23505') throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    });
  await sendRegisterInvite(ctx, user.id, email);
  return { message: MESSAGES.invitationSent };
}

/**
 * Who invites whom (ADR 0598). An admin anyone; a brand admin (the only other holder of
 * userAccounts.manage) only brand users of their own brand, while fewer than
 * BRAND_PENDING_INVITES_MAX invitations of that brand are pending. Checked before the e-mail, so a
 * brand admin cannot probe another brand's addresses.
 */
async function assertMayInvite(
  ctx: AppContext,
  principal: Principal,
  body: RouteBody<typeof usersContract.invite>,
): Promise<void> {
  if (principal.role === 'admin') return;
  if (principal.role !== 'brand-user' || !principal.brandAdmin || !principal.brandCode) throw forbidden();
  if (body.role !== 'brand-user') throw forbidden(BRAND_INVITE_MESSAGES.brandUsersOnly);
  if (body.brand_code !== principal.brandCode) throw forbidden(BRAND_INVITE_MESSAGES.notYourBrand);
  const pending = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand_code', '=', principal.brandCode)
    .where('password_hash', 'is', null)
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= BRAND_PENDING_INVITES_MAX)
    throw new HttpError(409, BRAND_INVITE_MESSAGES.pendingLimit);
}
