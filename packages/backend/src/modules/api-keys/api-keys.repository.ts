import { type Kysely, sql } from 'kysely';
import { inBrandScope, notBrandScoped, ofCheckedBrands, type VisibleBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { KEY_SESSION_PREFIX, keyIdOfSession } from './api-key-session.ts';

/** How often a key's last use is written: at most once a minute per key, not on every check. */
const LAST_USE_RESOLUTION = sql`interval '1 minute'`;

const keyColumns = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.role',
  'k.permissions',
  'k.brand_codes',
  'k.created_at',
  'k.expires_at',
  'k.last_used_at',
  'k.revoked_at',
  'u.email as created_by_email',
] as const;

/** The keys a caller manages: every key for the agency (null), else those their brands own. */
export function listApiKeys(db: Kysely<Database>, visible: VisibleBrands) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.created_by')
    .select(keyColumns)
    .where(inBrandScope(visible, 'k.brand_code'))
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id')
    .execute();
}

export type ApiKeyRow = Awaited<ReturnType<typeof listApiKeys>>[number];

export interface NewApiKeyRow {
  prefix: string;
  secretHash: string;
  name: string;
  role: string;
  permissions: string[];
  brandCodes: string[];
  ownerBrandCode: string | null;
  createdBy: string;
  expiresAt: Date | null;
}

export async function insertApiKey(db: Kysely<Database>, key: NewApiKeyRow): Promise<ApiKeyRow> {
  const { id } = await db
    .insertInto('api_keys')
    .values({
      prefix: key.prefix,
      secret_hash: key.secretHash,
      name: key.name,
      role: key.role,
      permissions: key.permissions,
      brand_codes: key.brandCodes,
      brand_code: key.ownerBrandCode,
      created_by: key.createdBy,
      expires_at: key.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (
    db
      .selectFrom('api_keys as k')
      .innerJoin('users as u', 'u.id', 'k.created_by')
      .select(keyColumns)
      // The row was just written by this caller.
      .where(notBrandScoped())
      .where('k.id', '=', id)
      .executeTakeFirstOrThrow()
  );
}

/** Revokes a key among the caller's; false when no such key is theirs. Revoking twice keeps the first time. */
export async function revokeApiKey(
  db: Kysely<Database>,
  visible: VisibleBrands,
  keyId: string,
): Promise<boolean> {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: sql`coalesce(revoked_at, now())` })
    .where('id', '=', keyId)
    .where(inBrandScope(visible, 'brand_code'))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A live key by its lookup prefix, with its creator (for the token's email). */
export function findLiveKeyByPrefix(db: Kysely<Database>, prefix: string) {
  return (
    db
      .selectFrom('api_keys as k')
      .innerJoin('users as u', 'u.id', 'k.created_by')
      .select([
        'k.id',
        'k.secret_hash',
        'k.role',
        'k.permissions',
        'k.brand_codes',
        'k.created_by',
        'k.expires_at',
        'u.email',
      ])
      // Found by its secret before anyone is known: the key itself names its brands.
      .where(notBrandScoped())
      .where('k.prefix', '=', prefix)
      .where('k.revoked_at', 'is', null)
      // A key is its creator's: deactivating them stops it, reactivating them brings it back (ADR 0592).
      .where('u.deactivated_at', 'is', null)
      .where((eb) => eb.or([eb('k.expires_at', 'is', null), eb('k.expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst()
  );
}

/**
 * The session ids (`k.<id>`) among `sessionIds` whose keys are live, recording their use: the
 * gateway asks every few seconds while a key is used, so this is the key's last use to the minute.
 */
export async function activeKeySessions(
  db: Kysely<Database>,
  sessionIds: readonly string[],
): Promise<string[]> {
  const ids = sessionIds.map(keyIdOfSession).filter((id): id is string => id !== null && isUuid(id));
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('api_keys')
    .set({
      last_used_at: sql`case when last_used_at is null or last_used_at < now() - ${LAST_USE_RESOLUTION} then now() else last_used_at end`,
    })
    // Read by the id the access token names, signed by this backend.
    .where(notBrandScoped())
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users as u')
          .select('u.id')
          .whereRef('u.id', '=', 'api_keys.created_by')
          .where('u.deactivated_at', 'is', null),
      ),
    )
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .returning('id')
    .execute();
  return rows.map((r) => `${KEY_SESSION_PREFIX}${r.id}`);
}

/** A key traded for a token is being used. */
export async function touchApiKey(db: Kysely<Database>, keyId: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where(notBrandScoped())
    .where('id', '=', keyId)
    .execute();
}

/** Which of `codes` are brands of the portal. */
export async function existingBrandCodes(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('brands')
    .select('brand_code')
    .where(ofCheckedBrands(codes, 'brand_code'))
    .execute();
  return new Set(rows.map((r) => r.brand_code));
}

const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
