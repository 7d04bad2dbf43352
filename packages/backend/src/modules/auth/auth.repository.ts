import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertRefreshToken(
  db: Kysely<Database>,
  row: { tokenHash: string; userId: string; familyId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      family_id: row.familyId,
      expires_at: row.expiresAt,
    })
    .execute();
}

export function findRefreshToken(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Spends a refresh token; false when it was already spent or revoked (a race lost counts as reuse). */
export async function spendRefreshToken(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a spent token may be presented again: it was spent within the grace window and nothing
 * the family issued since has been used (the client never received or kept its successor).
 */
export async function mayReplaySpentToken(
  db: Kysely<Database>,
  row: { token_hash: string; family_id: string; used_at: Date | null },
  graceMs: number,
): Promise<boolean> {
  if (!row.used_at) return false;
  const found = await db
    .selectFrom('refresh_tokens as spent')
    .select('spent.token_hash')
    .where('spent.token_hash', '=', row.token_hash)
    .where('spent.revoked_at', 'is', null)
    .where('spent.used_at', '>', sql<Date>`now() - make_interval(secs => ${graceMs / 1000})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens as later')
            .select('later.token_hash')
            .where('later.family_id', '=', row.family_id)
            .where('later.created_at', '>=', row.used_at as Date)
            .where('later.token_hash', '!=', row.token_hash)
            .where('later.used_at', 'is not', null),
        ),
      ),
    )
    .executeTakeFirst();
  return found !== undefined;
}

/** Revokes the unused tokens a family issued since a time (the successor a replay replaces). */
export async function revokeUnusedSince(db: Kysely<Database>, familyId: string, since: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('created_at', '>=', since)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Whether a family still holds a token that can be used (so the session is alive). */
export async function familyIsLive(db: Kysely<Database>, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('token_hash')
    .where('family_id', '=', familyId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeRefreshFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllRefreshTokensOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertUserToken(
  db: Kysely<Database>,
  row: { tokenHash: string; userId: string; purpose: 'register' | 'reset'; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('user_tokens')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      purpose: row.purpose,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** A register or reset token that is unused and unexpired, with its user's email. */
export function findUsableUserToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select(['user_tokens.user_id', 'user_tokens.purpose', 'users.email'])
    .where('user_tokens.token_hash', '=', tokenHash)
    .where('user_tokens.used_at', 'is', null)
    .where('user_tokens.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Marks the token used and sets the password in one transaction; false if it was used meanwhile. */
export function consumeUserTokenAndSetPassword(
  db: Kysely<Database>,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const token = await trx
      .updateTable('user_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (!token) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', token.user_id)
      .execute();
    // A new password ends every other outstanding link and every session of that user.
    await trx
      .updateTable('user_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', token.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', token.user_id)
      .where('revoked_at', 'is', null)
      .execute();
    return true;
  });
}

/** How long a login attempt is kept for the audit; older rows are pruned as new ones arrive. */
export const LOGIN_ATTEMPT_RETENTION_DAYS = 90;

export async function recordLoginAttempt(
  db: Kysely<Database>,
  attempt: { email: string; ip: string; success: boolean },
): Promise<void> {
  await db.insertInto('login_attempts').values(attempt).execute();
  // Pruned here, where rows arrive, so a flood of attempts cannot grow the table without bound.
  await db
    .deleteFrom('login_attempts')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${LOGIN_ATTEMPT_RETENTION_DAYS})`)
    .execute();
}
