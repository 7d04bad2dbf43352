import { defineGatewayModule } from '../gateway-module.ts';
import { ActivityAPI } from './activity-api.ts';
import { activityResolvers } from './resolvers/index.ts';

export const activityModule = defineGatewayModule({
  name: 'activity',
  resolvers: activityResolvers,
  dataSources: { activity: (config) => new ActivityAPI(config) },
});
