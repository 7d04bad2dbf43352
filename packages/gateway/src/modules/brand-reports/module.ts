import { defineGatewayModule } from '../gateway-module.ts';
import { BrandReportsAPI } from './brand-reports-api.ts';
import { brandReportsResolvers } from './resolvers/index.ts';

export const brandReportsModule = defineGatewayModule({
  name: 'brand-reports',
  resolvers: brandReportsResolvers,
  dataSources: { brandReports: (config) => new BrandReportsAPI(config) },
});
