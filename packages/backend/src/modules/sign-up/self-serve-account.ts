import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';

/** Brand status 'Onboarding' of the reference data: every self-registered brand starts there. */
const ONBOARDING_STATUS = 'Onboarding';

export interface SelfServeAccount {
  email: string;
  /** The brand type as stored (ffp, aa) and its reference-data type name. */
  brandType: 'ffp' | 'aa';
  typeName: string;
  /** The brand code's prefix (FFP-, AA-): a random suffix follows. */
  codePrefix: string;
  /** Null leaves the password to the mailed register link. */
  passwordHash: string | null;
  /** Further brand columns (the sign-up's trial and chosen plan). */
  brand?: { subscription_status?: string; stripe_data?: string };
}

/**
 * A self-registered brand (onboarding) and its brand admin in one transaction: the public sign-up
 * and the Amazon audit registration. Answers the user's id, or null when the address was taken
 * meanwhile (two registrations of one address at once: the unique index refuses the second).
 */
export async function createSelfServeAccount(
  ctx: AppContext,
  account: SelfServeAccount,
): Promise<string | null> {
  const brandCode = `${account.codePrefix}${randomBytes(4).toString('hex').toUpperCase()}`;
  const name = account.email.split('@')[0] ?? account.email;
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
        .where('name', '=', account.typeName)
        .executeTakeFirst();
      await trx
        .insertInto('brands')
        .values({
          brand_code: brandCode,
          name,
          brand_type: account.brandType,
          type_id: type?.id ?? null,
          status_id: status.id,
          email: account.email,
          ...account.brand,
        })
        .execute();
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          name,
          role: 'brand-user',
          password_hash: account.passwordHash,
          brand_code: brandCode,
          brand_admin: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return user.id;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}
