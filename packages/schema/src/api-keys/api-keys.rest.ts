import { z } from 'zod';
import { ROLES } from '../constants/roles.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { nullableString } from '../rest/shapes.ts';

/** What a key looks like once created: everything but its secret, which is shown once. */
export const apiKeyShape = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z
      .string()
      .meta({ description: 'The first characters of the key, to recognise it (pk_xxxxxxxx).' }),
    role: z.enum(ROLES),
    permissions: z.array(z.string()),
    brand_codes: z.array(z.string()),
    created_at: z.iso.datetime({ offset: true }),
    created_by_email: z.string(),
    expires_at: z.iso.datetime({ offset: true }).nullable(),
    last_used_at: z.iso.datetime({ offset: true }).nullable(),
    revoked_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ApiKey', description: 'An API key for scripts and partner integrations (issue 36).' });

const keyId = z.uuid('must be an API key id');

/** API keys (issue 36): created and revoked by admins, and by brand admins for their brand. */
export const apiKeysContract = defineContract({
  listApiKeys: defineRoute({
    method: 'get',
    path: '/api-keys',
    operationId: 'listApiKeys',
    summary: 'The API keys the caller manages',
    description: 'Admins see every key; a brand admin the keys of their own brand.',
    tag: 'api-keys',
    access: { permission: 'apiKeys.manage' },
    responses: { 200: { description: 'Newest first, revoked ones included.', schema: z.array(apiKeyShape) } },
  }),
  createApiKey: defineRoute({
    method: 'post',
    path: '/api-keys',
    operationId: 'createApiKey',
    summary: 'Create an API key; its secret is answered once',
    tag: 'api-keys',
    access: { permission: 'apiKeys.manage' },
    body: z.object({
      name: z.string().trim().min(1, 'is required').max(100),
      role: z.enum(ROLES).default('api'),
      permissions: z.array(z.string().max(100)).min(1, 'must name at least one permission').max(200),
      brand_codes: z.array(z.string().max(100)).min(1, 'must name at least one brand').max(500),
      expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
    }),
    responses: {
      201: {
        description: 'The key, and its secret: never stored nor shown again.',
        schema: z.object({ key: apiKeyShape, secret: z.string() }),
      },
    },
    errors: {
      400: 'A permission the caller does not hold, a brand beyond theirs, a role above theirs, or a past expiry.',
    },
  }),
  revokeApiKey: defineRoute({
    method: 'delete',
    path: '/api-keys/{keyId}',
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key: refused within seconds, its subscriptions closed',
    tag: 'api-keys',
    access: { permission: 'apiKeys.manage' },
    params: z.object({ keyId }),
    responses: { 204: { description: 'Revoked (or already revoked).', empty: true } },
    errors: { 404: 'No such key among the caller’s.' },
  }),
  apiKeyToken: defineRoute({
    method: 'post',
    path: '/auth/api-key-token',
    operationId: 'apiKeyToken',
    summary: 'Trade an API key for a short access token carrying its permissions and brands',
    description:
      'The gateway calls this and caches the answer until shortly before expiry; scripts send the key itself.',
    tag: 'auth',
    access: { public: true, bearer: 'apiKey' },
    responses: {
      200: {
        description: 'An access token whose session is the key: it ends when the key is revoked.',
        schema: z
          .object({ accessToken: z.string(), accessTokenExpiresAt: z.iso.datetime({ offset: true }) })
          .meta({ id: 'ApiKeyToken' }),
      },
    },
    errors: { 401: 'Unknown, revoked or expired key.' },
  }),
});
