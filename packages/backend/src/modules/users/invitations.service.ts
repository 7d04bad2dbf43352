import { MESSAGES } from '@portal/schema';
import type { RouteBody, usersContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { sendRegisterInvite } from '../auth/password-tokens.service.ts';
import { brandExists } from '../brands/brands.repository.ts';
import { findUserByEmail } from './users.repository.ts';

export const BRAND_USER_NEEDS_BRAND = 'A brand user needs an existing brand';
export const EMAIL_TAKEN = 'A user with this email already exists';

/**
 * Invites a user: creates them without a password and mails, through the mail connector, a
 * single-use register link (the token is kept only as a hash and expires in 7 days). The invitee
 * chooses a password on /register/{token} and signs in as usual.
 */
export async function inviteUser(ctx: AppContext, body: RouteBody<typeof usersContract.invite>) {
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
