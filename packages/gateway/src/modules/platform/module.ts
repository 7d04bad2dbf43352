import { defineGatewayModule } from '../gateway-module.ts';
import { platformResolvers } from './resolvers/index.ts';

/** Root fields of base.graphql that belong to no domain; no data source. */
export const platformModule = defineGatewayModule({ name: 'platform', resolvers: platformResolvers });
