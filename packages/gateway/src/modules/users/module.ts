import { defineGatewayModule } from '../gateway-module.ts';
import { usersResolvers } from './resolvers/index.ts';
import { UsersAPI } from './users-api.ts';

export const usersModule = defineGatewayModule({
  name: 'users',
  resolvers: usersResolvers,
  dataSources: { users: (config) => new UsersAPI(config) },
});
