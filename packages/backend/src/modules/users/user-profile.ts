import { parseBrandType, parseRole } from '@portal/schema';
import type { userShape } from '@portal/schema/rest';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, UserRow } from '../../db/schema.ts';
import type { Principal } from '../auth/principal.ts';
import { findBrand, listSubBrandCodes, listViewedArticles } from './users.repository.ts';

/** The contract's user object (spec 1 §3 "Logged-in user"), without tokens. */
// Our ids are uuids; the contract also admits the original backend's numeric ids.
export type UserProfile = Omit<z.output<typeof userShape>, 'userId'> & { userId: string };

// Roles are written by the seed and admin screens from the schema's list; another is corrupt data.
function knownRole(user: UserRow) {
  const role = parseRole(user.role);
  if (!role) throw new Error(`user ${user.id} has the unknown role ${user.role}`);
  return role;
}

/** Builds the user object from the database, brand facts included (never from client input). */
export async function loadUserProfile(db: Kysely<Database>, user: UserRow): Promise<UserProfile> {
  const isBrandUser = user.role === 'brand-user';
  const brand = isBrandUser && user.brand_code ? await findBrand(db, user.brand_code) : undefined;
  const subBrandCodes = brand ? await listSubBrandCodes(db, brand.brand_code) : [];
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: knownRole(user),
    brand_type: parseBrandType(brand?.brand_type),
    brand_admin: isBrandUser && user.brand_admin,
    active_brand_subscription: brand?.subscription_status === 'active',
    brand_code: brand?.brand_code ?? null,
    brand_name: brand?.name ?? null,
    sub_brand_codes: subBrandCodes,
    viewed_articles: await listViewedArticles(db, user.id),
  };
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
    sessionId,
  };
}
