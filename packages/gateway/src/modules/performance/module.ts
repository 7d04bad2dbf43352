import { defineGatewayModule } from '../gateway-module.ts';
import { PerformanceAPI } from './performance-api.ts';
import { performanceResolvers } from './resolvers/index.ts';

export const performanceModule = defineGatewayModule({
  name: 'performance',
  resolvers: performanceResolvers,
  dataSources: { performance: (config) => new PerformanceAPI(config) },
});
