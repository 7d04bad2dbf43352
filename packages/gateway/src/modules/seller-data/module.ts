import { defineGatewayModule } from '../gateway-module.ts';
import { sellerDataResolvers } from './resolvers/index.ts';
import { SellerDataAPI } from './seller-data-api.ts';

export const sellerDataModule = defineGatewayModule({
  name: 'seller-data',
  resolvers: sellerDataResolvers,
  dataSources: { sellerData: (config) => new SellerDataAPI(config) },
});
