import { defineGatewayModule } from '../gateway-module.ts';
import { BrandsAPI } from './brands-api.ts';
import { brandsResolvers } from './resolvers/index.ts';

export const brandsModule = defineGatewayModule({
  name: 'brands',
  resolvers: brandsResolvers,
  dataSources: { brands: (config) => new BrandsAPI(config) },
});
