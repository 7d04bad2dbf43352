import type { connectionsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  brandConnections,
  connectableMarketplaces,
  deauthorize,
  updateSellerName,
} from './connections.service.ts';
import { authorizationLink, authorize } from './selling-partner-grants.ts';

export function connectionsHandlers(ctx: AppContext): ContractHandlers<typeof connectionsContract> {
  return {
    marketplaces: async () => connectableMarketplaces(),
    connections: ({ params, principal }) => brandConnections(ctx, principal, params.brandCode),
    authorizationLink: ({ params, principal }) =>
      authorizationLink(ctx, principal, params.brandCode, params.marketplaceId),
    authorize: ({ body, principal }) => authorize(ctx, principal, body),
    updateSellerName: ({ params, body, principal }) =>
      updateSellerName(ctx, principal, params.brandCode, body.sellerId, body.sellerName),
    deauthorizeBrandUser: ({ params, principal }) =>
      deauthorize(ctx, principal, { brandCode: null, ...params }),
    deauthorizeSeller: ({ params, principal }) => deauthorize(ctx, principal, params),
    deauthorizeMarketplace: ({ params, principal }) =>
      deauthorize(ctx, principal, { ...params, sellerId: null }),
  };
}
