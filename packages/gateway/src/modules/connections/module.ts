import type { Resolvers } from '../../generated/resolvers-types.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { ConnectionsAPI } from './connections-api.ts';

const connectionsResolvers: Resolvers = {
  Query: {
    spApiMarketplaces: (_root, _args, { dataSources }) => dataSources.connections.marketplaces(),
    sellingPartnerConnections: (_root, { brandCode }, { dataSources }) =>
      dataSources.connections.connections(brandCode),
    spApiAuthorizationLink: (_root, { brandCode, marketplaceId }, { dataSources }) =>
      dataSources.connections.authorizationLink(brandCode, marketplaceId),
  },
  Mutation: {
    authorizeSellingPartner: (_root, args, { dataSources }) => dataSources.connections.authorize(args),
    updateSellerName: (_root, { brandCode, sellerId, sellerName }, { dataSources }) =>
      dataSources.connections.updateSellerName(brandCode, sellerId, sellerName),
    deauthorizeSellingPartner: (_root, { brandCode, marketplaceId, sellerId }, { dataSources }) =>
      dataSources.connections.deauthorize(brandCode ?? null, marketplaceId, sellerId ?? null),
  },
};

export const connectionsModule = defineGatewayModule({
  name: 'connections',
  resolvers: connectionsResolvers,
  dataSources: { connections: (config) => new ConnectionsAPI(config) },
});
