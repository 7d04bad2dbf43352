import { isAccountFeature, parseBrandType, parseRole } from '@portal/schema';
import type { userShape } from '@portal/schema/rest';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { notBrandScoped } from '../../db/brand-scope.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import type { Principal } from '../auth/principal.ts';
import { hasActiveSubscription } from '../billing/subscription-status.ts';

/** The contract's user object (spec 1 §3 "Logged-in user"), without tokens. */
// Our ids are uuids; the contract also admits the original backend's numeric ids.
export type UserProfile = Omit<z.output<typeof userShape>, 'userId'> & { userId: string };

// Roles are written by the seed and admin screens from the schema's list; another is corrupt data.
function knownRole(user: Pick<UserRow, 'id' | 'role'>) {
  const role = parseRole(user.role);
  if (!role) throw new Error(`user ${user.id} has the unknown role ${user.role}`);
  return role;
}

/**
 * The user, their brand, its sub brands and their viewed articles in one statement: /users/me is
 * called on every page load, and four round trips (user, brand, sub brands, articles) were most of
 * its time (docs/decisions/0113). A staff user's brand join matches nothing.
 */
function profileQuery(db: Kysely<Database>, userId: string) {
  return (
    db
      .selectFrom('users as u')
      .leftJoin('brands as b', (join) =>
        join.onRef('b.brand_code', '=', 'u.brand_code').on('u.role', '=', sql.lit('brand-user')),
      )
      .select([
        'u.id',
        'u.email',
        'u.name',
        'u.role',
        'u.brand_admin',
        'u.account_features',
        'b.brand_code',
        'b.name as brand_name',
        'b.brand_type',
        'b.subscription_status',
        sql<string[]>`array(select s.brand_code from brands s
        where s.parent_brand_code = b.brand_code order by s.brand_code)`.as('sub_brand_codes'),
        sql<string[]>`array(select v.article from viewed_articles v
        where v.user_id = u.id order by v.viewed_at, v.article)`.as('viewed_articles'),
      ])
      // The caller's own brand, read to build the caller's visibility itself.
      .where(notBrandScoped())
      .where('u.id', '=', userId)
  );
}

type ProfileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof profileQuery>['executeTakeFirst']>>>;

// Kysely builds and compiles a query anew on each call (a tenth of the backend's CPU on this
// route): the statement is compiled once per database and run with the caller's id as its one
// parameter.
const compiledProfileSql = new WeakMap<Kysely<Database>, string>();
const USER_ID_SLOT = '00000000-0000-0000-0000-000000000000';

async function selectProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | undefined> {
  let text = compiledProfileSql.get(db);
  if (!text) {
    const compiled = profileQuery(db, USER_ID_SLOT).compile();
    if (compiled.parameters.length !== 1 || compiled.parameters[0] !== USER_ID_SLOT)
      throw new Error('the profile statement must have the user id as its only parameter');
    text = compiled.sql;
    compiledProfileSql.set(db, text);
  }
  const { rows } = await db.executeQuery<ProfileRow>(CompiledQuery.raw(text, [userId]));
  return rows[0];
}

/** The user object of a user id, brand facts included (never from client input); undefined if gone. */
export async function findUserProfile(
  db: Kysely<Database>,
  userId: string,
): Promise<UserProfile | undefined> {
  const row = await selectProfile(db, userId);
  if (!row) return undefined;
  const isBrandUser = row.role === 'brand-user';
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    role: knownRole(row),
    brand_type: parseBrandType(row.brand_type),
    brand_admin: isBrandUser && row.brand_admin,
    active_brand_subscription: hasActiveSubscription(row.subscription_status),
    brand_code: row.brand_code ?? null,
    brand_name: row.brand_name ?? null,
    sub_brand_codes: row.sub_brand_codes ?? [],
    viewed_articles: row.viewed_articles ?? [],
    // A feature no longer in ACCOUNT_FEATURES grants nothing.
    account_features: (row.account_features ?? []).filter(isAccountFeature),
  };
}

/** Builds the user object of a user row read a moment ago (sign-in, refresh). */
export async function loadUserProfile(db: Kysely<Database>, user: UserRow): Promise<UserProfile> {
  const profile = await findUserProfile(db, user.id);
  if (!profile) throw new Error(`user ${user.id} disappeared while signing in`);
  return profile;
}

export function principalFromProfile(profile: UserProfile, sessionId: string): Principal {
  return {
    userId: profile.userId,
    email: profile.email,
    role: profile.role,
    brandType: profile.brand_type,
    brandAdmin: profile.brand_admin,
    activeBrandSubscription: profile.active_brand_subscription,
    brandCode: profile.brand_code,
    subBrandCodes: profile.sub_brand_codes,
    accountFeatures: profile.account_features,
    sessionId,
  };
}
