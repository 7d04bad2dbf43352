import { defineGatewayModule } from '../gateway-module.ts';
import { AdvertisingAPI } from './advertising-api.ts';
import { advertisingResolvers } from './resolvers/index.ts';

export const advertisingModule = defineGatewayModule({
  name: 'advertising',
  resolvers: advertisingResolvers,
  dataSources: { advertising: (config) => new AdvertisingAPI(config) },
});
