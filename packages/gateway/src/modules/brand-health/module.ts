import { defineGatewayModule } from '../gateway-module.ts';
import { BrandHealthAPI } from './brand-health-api.ts';
import { brandHealthResolvers } from './resolvers/index.ts';

export const brandHealthModule = defineGatewayModule({
  name: 'brand-health',
  resolvers: brandHealthResolvers,
  dataSources: { brandHealth: (config) => new BrandHealthAPI(config) },
});
