import { defineGatewayModule } from '../gateway-module.ts';
import { ListingsAPI } from './listings-api.ts';
import { listingsResolvers } from './resolvers.ts';

export const listingsModule = defineGatewayModule({
  name: 'listings',
  resolvers: listingsResolvers,
  dataSources: { listings: (config) => new ListingsAPI(config) },
});
