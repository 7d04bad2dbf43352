import { defineGatewayModule } from '../gateway-module.ts';
import { ProductsAPI } from './products-api.ts';
import { productsResolvers } from './resolvers/index.ts';

export const productsModule = defineGatewayModule({
  name: 'products',
  resolvers: productsResolvers,
  dataSources: { products: (config) => new ProductsAPI(config) },
});
