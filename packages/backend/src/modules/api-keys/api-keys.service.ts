import { hasPermission, isPermission, type Permission, parseRole } from '@portal/schema';
import type { apiKeyShape, apiKeysContract } from '@portal/schema/rest';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { accessSubjectOf } from '../../http/contract-route.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/http-error.ts';
import { signAccessToken } from '../auth/access-tokens.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { apiKeyMatches, apiKeyPrefix, newApiKeySecret } from './api-key-secret.ts';
import { keySessionId } from './api-key-session.ts';
import {
  type ApiKeyRow,
  existingBrandCodes,
  findLiveKeyByPrefix,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
} from './api-keys.repository.ts';

type ApiKeyAnswer = z.output<typeof apiKeyShape>;
type CreateBody = z.output<(typeof apiKeysContract)['createApiKey']['body']>;

/** Permissions no key is granted: a key never makes keys; `session` every key's token carries. */
const NEVER_GRANTED: ReadonlySet<Permission> = new Set(['apiKeys.manage', 'session']);

export const INVALID_API_KEY_MESSAGE = 'Unknown, revoked or expired API key';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function answerOf(row: ApiKeyRow): ApiKeyAnswer {
  const role = parseRole(row.role);
  if (!role) throw new Error(`api_keys.role holds an unknown role: ${row.role}`);
  return {
    id: row.id,
    name: row.name,
    prefix: `pk_${row.prefix}`,
    role,
    permissions: row.permissions,
    brand_codes: row.brand_codes,
    created_at: new Date(row.created_at).toISOString(),
    created_by_email: row.created_by_email,
    expires_at: iso(row.expires_at),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  };
}

/** A key acting through its token manages no keys, whatever its grants say. */
function managerOnly(principal: Principal): void {
  if (principal.grants) throw forbidden('An API key cannot manage API keys');
}

export async function listKeys(ctx: AppContext, principal: Principal): Promise<ApiKeyAnswer[]> {
  managerOnly(principal);
  return (await listApiKeys(ctx.db, visibleBrandCodes(principal))).map(answerOf);
}

/**
 * Creates a key no stronger than its creator: permissions they hold, brands they see, their own
 * role or `api`. Brand admins' keys belong to their brand.
 */
export async function createKey(
  ctx: AppContext,
  principal: Principal,
  body: CreateBody,
): Promise<{ key: ApiKeyAnswer; secret: string }> {
  managerOnly(principal);
  const subject = accessSubjectOf(principal);
  if (body.role !== 'api' && body.role !== principal.role)
    throw badRequest('role must be api or your own role');
  const permissions = [...new Set(body.permissions)];
  for (const name of permissions) {
    if (!isPermission(name)) throw badRequest(`permissions: ${name} is not a permission`);
    if (NEVER_GRANTED.has(name) || !hasPermission(subject, name))
      throw badRequest(`permissions: you cannot grant ${name}`);
  }
  const brandCodes = [...new Set(body.brand_codes)];
  const visible = visibleBrandCodes(principal);
  const existing = await existingBrandCodes(ctx.db, brandCodes);
  for (const code of brandCodes) {
    if (!existing.has(code) || (visible !== null && !visible.includes(code)))
      throw badRequest(`brand_codes: you cannot grant brand ${code}`);
  }
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw badRequest('expires_at must be in the future');
  const { secret, prefix, secretHash } = newApiKeySecret();
  const row = await insertApiKey(ctx.db, {
    prefix,
    secretHash,
    name: body.name,
    role: body.role,
    permissions,
    brandCodes,
    ownerBrandCode: principal.role === 'brand-user' ? principal.brandCode : null,
    createdBy: principal.userId,
    expiresAt,
  });
  return { key: answerOf(row), secret };
}

/** Revokes a key: this instance refuses its tokens at once, every other within the session check's TTL. */
export async function revokeKey(ctx: AppContext, principal: Principal, keyId: string): Promise<void> {
  managerOnly(principal);
  if (!(await revokeApiKey(ctx.db, visibleBrandCodes(principal), keyId))) throw notFound('API key not found');
  ctx.sessions?.ended(keySessionId(keyId));
}

/** Trades a live key for an access token whose claims are the key's role, grants and brands. */
export async function exchangeKey(
  ctx: AppContext,
  secret: string,
): Promise<{ accessToken: string; accessTokenExpiresAt: string }> {
  const prefix = apiKeyPrefix(secret);
  const row = prefix ? await findLiveKeyByPrefix(ctx.db, prefix) : undefined;
  if (!row || !apiKeyMatches(secret, row.secret_hash)) throw unauthorized(INVALID_API_KEY_MESSAGE);
  await touchApiKey(ctx.db, row.id);
  return signAccessToken(ctx.keys, {
    userId: row.created_by,
    email: row.email,
    role: row.role,
    brandType: null,
    brandAdmin: false,
    activeBrandSubscription: false,
    brandCode: null,
    subBrandCodes: [],
    accountFeatures: [],
    sessionId: keySessionId(row.id),
    // `session` lets the gateway ask whether the key still stands (GET /auth/session) like any token.
    grants: [...row.permissions, 'session'],
    keyBrands: row.brand_codes,
  });
}
