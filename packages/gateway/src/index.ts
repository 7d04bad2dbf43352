export { createGateway, type Gateway, type GatewayOptions } from './server.ts';
