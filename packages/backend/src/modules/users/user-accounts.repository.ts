import { type Kysely, sql } from 'kysely';
import { notBrandScoped } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { keySessionId } from '../api-keys/api-key-session.ts';

/** A users-list row as stored, before its status is named (user-accounts.service.ts). */
export interface StoredUserAccount {
  id: string;
  email: string;
  name: string;
  role: string;
  brand_code: string | null;
  brand_name: string | null;
  brand_admin: boolean;
  has_password: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
  deactivated_at: Date | null;
  account_features: string[];
}

/** Every user (brandCode null) or one brand's users, by email; with their brand's name. */
export function listUserAccounts(
  db: Kysely<Database>,
  brandCode: string | null,
): Promise<StoredUserAccount[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('brands as b', 'b.brand_code', 'u.brand_code')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.brand_code',
      'b.name as brand_name',
      'u.brand_admin',
      sql<boolean>`u.password_hash is not null`.as('has_password'),
      'u.created_at',
      'u.last_sign_in_at',
      'u.deactivated_at',
      'u.account_features',
    ])
    .orderBy('u.email');
  if (brandCode !== null) query = query.where('u.brand_code', '=', brandCode);
  return query.execute();
}

/** Marks the user deactivated (keeping the first time) and ends every session and mailed link. */
export function deactivateUserAccount(db: Kysely<Database>, userId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ deactivated_at: sql`coalesce(deactivated_at, now())` })
      .where('id', '=', userId)
      .execute();
    // A register or reset link must not bring the user back through the password form.
    await trx
      .updateTable('user_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    const ended = await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('family_id')
      .execute();
    // The user's API keys stand while the user does: their tokens end with the sessions (ADR 0592).
    return [...new Set(ended.map((r) => r.family_id)), ...(await liveKeySessionsOf(trx, userId))];
  });
}

/** Lifts the deactivation; returns the sessions of the user's live keys, which stand again (ADR 0592). */
export async function reactivateUserAccount(db: Kysely<Database>, userId: string): Promise<string[]> {
  await db.updateTable('users').set({ deactivated_at: null }).where('id', '=', userId).execute();
  return liveKeySessionsOf(db, userId);
}

/** The sessions (`k.<id>`) of the keys a user made and nobody revoked. */
async function liveKeySessionsOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const keys = await db
    .selectFrom('api_keys')
    .select('id')
    // Every key the user made, whichever brand owns it: the user's standing is the key's.
    .where(notBrandScoped())
    .where('created_by', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return keys.map((k) => keySessionId(k.id));
}

export async function recordSignIn(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: sql`now()` }).where('id', '=', userId).execute();
}

/** Ends the invited user's earlier register links: only the newest mailed one works. */
export async function spendRegisterLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'register')
    .where('used_at', 'is', null)
    .execute();
}

/** Replaces the features granted to the user (ADR 0609). */
export async function setUserAccountFeatures(
  db: Kysely<Database>,
  userId: string,
  features: readonly string[],
): Promise<void> {
  await db
    .updateTable('users')
    .set({ account_features: [...new Set(features)].sort() })
    .where('id', '=', userId)
    .execute();
}
