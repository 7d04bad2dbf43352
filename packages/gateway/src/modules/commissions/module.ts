import { defineGatewayModule } from '../gateway-module.ts';
import { CommissionsAPI } from './commissions-api.ts';
import { commissionsResolvers } from './resolvers/index.ts';

export const commissionsModule = defineGatewayModule({
  name: 'commissions',
  resolvers: commissionsResolvers,
  dataSources: { commissions: (config) => new CommissionsAPI(config) },
});
