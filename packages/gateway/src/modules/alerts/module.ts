import { defineGatewayModule } from '../gateway-module.ts';
import { AlertsAPI } from './alerts-api.ts';
import { alertsResolvers } from './resolvers/index.ts';

export const alertsModule = defineGatewayModule({
  name: 'alerts',
  resolvers: alertsResolvers,
  dataSources: { alerts: (config) => new AlertsAPI(config) },
});
