import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { ApiKeysAPI } from './api-keys-api.ts';

const apiKeysResolvers: Resolvers = {
  Query: {
    apiKeys: (_root, _args, { dataSources }) => dataSources.apiKeys.list(),
  },
  Mutation: {
    createApiKey: (_root, { input }, { dataSources }) => dataSources.apiKeys.create(input),
    revokeApiKey: (_root, { id }, { dataSources }) => dataSources.apiKeys.revoke(id),
  },
};

export const apiKeysModule = defineGatewayModule({
  name: 'api-keys',
  resolvers: apiKeysResolvers,
  dataSources: { apiKeys: (config) => new ApiKeysAPI(config) },
});
