import {
  fromGraphQLPermission,
  fromGraphQLRole,
  type GraphQLRole,
  isPermission,
  toGraphQLPermission,
  toGraphQLRole,
} from '@portal/schema';
import { apiKeysContract } from '@portal/schema/rest';
import type { z } from 'zod';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { Permission as GraphQLPermission } from '../../generated/resolvers-types.ts';

type RestApiKey = z.output<(typeof apiKeysContract)['listApiKeys']['responses'][200]['schema']>[number];

/** A REST key as GraphQL spells it. */
function toGraphQLKey(key: RestApiKey) {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    role: toGraphQLRole(key.role),
    // A permission the table no longer has is dropped from the answer, not an error.
    permissions: key.permissions.filter(isPermission).map((p) => toGraphQLPermission(p) as GraphQLPermission),
    brandCodes: key.brand_codes,
    createdAt: key.created_at,
    createdByEmail: key.created_by_email,
    expiresAt: key.expires_at,
    lastUsedAt: key.last_used_at,
    revokedAt: key.revoked_at,
  };
}

export interface CreateApiKeyArgs {
  name: string;
  role?: GraphQLRole | null;
  permissions: readonly string[];
  brandCodes: readonly string[];
  expiresAt?: string | null;
}

/** The API key calls (contract: packages/schema/src/api-keys/api-keys.rest.ts). */
export class ApiKeysAPI extends PortalRESTDataSource {
  async list() {
    return (await this.call(apiKeysContract.listApiKeys, {})).map(toGraphQLKey);
  }

  async create(input: CreateApiKeyArgs) {
    const answer = await this.call(apiKeysContract.createApiKey, {
      body: {
        name: input.name,
        role: input.role ? fromGraphQLRole(input.role) : 'api',
        permissions: input.permissions.map(fromGraphQLPermission),
        brand_codes: [...input.brandCodes],
        expires_at: input.expiresAt ?? null,
      },
    });
    return { key: toGraphQLKey(answer.key), secret: answer.secret };
  }

  async revoke(id: string) {
    await this.call(apiKeysContract.revokeApiKey, { params: { keyId: id } });
    return true;
  }
}
