import { defineGatewayModule } from '../gateway-module.ts';
import { LookupsAPI } from './lookups-api.ts';
import { lookupsResolvers } from './resolvers/index.ts';

export const lookupsModule = defineGatewayModule({
  name: 'lookups',
  resolvers: lookupsResolvers,
  dataSources: { lookups: (config) => new LookupsAPI(config) },
});
