import type { apiKeysContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../http/http-error.ts';
import { bearerToken } from '../auth/auth.middleware.ts';
import type { ContractHandlers } from '../manifest.ts';
import { createKey, exchangeKey, INVALID_API_KEY_MESSAGE, listKeys, revokeKey } from './api-keys.service.ts';

/** API keys (contract: packages/schema/src/api-keys/api-keys.rest.ts). */
export const apiKeysHandlers = (ctx: AppContext): ContractHandlers<typeof apiKeysContract> => ({
  listApiKeys: ({ principal }) => listKeys(ctx, principal),
  createApiKey: ({ principal, body }) => createKey(ctx, principal, body),
  revokeApiKey: ({ principal, params }) => revokeKey(ctx, principal, params.keyId),
  apiKeyToken: ({ req }) => {
    const secret = bearerToken(req);
    if (!secret) throw unauthorized(INVALID_API_KEY_MESSAGE);
    return exchangeKey(ctx, secret);
  },
});
