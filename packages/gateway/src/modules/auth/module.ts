import { defineGatewayModule } from '../gateway-module.ts';
import { AuthAPI } from './auth-api.ts';
import { authResolvers } from './resolvers/index.ts';

export const authModule = defineGatewayModule({
  name: 'auth',
  resolvers: authResolvers,
  dataSources: { auth: (config) => new AuthAPI(config) },
});
