import { defineGatewayModule } from '../gateway-module.ts';
import { AsinKeywordsAPI } from './asin-keywords-api.ts';
import { AsinMarketDataAPI } from './asin-market-data-api.ts';
import { AsinPerformanceAPI } from './asin-performance-api.ts';
import { AsinsAPI } from './asins-api.ts';
import { asinsResolvers } from './resolvers/index.ts';

export const asinsModule = defineGatewayModule({
  name: 'asins',
  resolvers: asinsResolvers,
  dataSources: {
    asins: (config) => new AsinsAPI(config),
    asinPerformance: (config) => new AsinPerformanceAPI(config),
    asinMarketData: (config) => new AsinMarketDataAPI(config),
    asinKeywords: (config) => new AsinKeywordsAPI(config),
  },
});
