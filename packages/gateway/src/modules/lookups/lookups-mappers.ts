import type { lookupsContract, RouteAnswerBody } from '@portal/schema/rest';
import type {
  AccountManager,
  AuthorizedMarketplace,
  BrandRef,
  LookupItem,
} from '../../generated/resolvers-types.ts';

/** The REST answers, as the contract (packages/schema/src/lookups/lookups.rest.ts) declares them. */
type Answer<K extends keyof typeof lookupsContract> = RouteAnswerBody<(typeof lookupsContract)[K]>;
export type RestLookupItem = Answer<'brandStatuses'>[number];
export type RestBrandRef = Answer<'brandIds'>[number];
export type RestAccountManager = Answer<'accountManagers'>[number];
export type RestAuthorizedMarketplace =
  Answer<'authorizedMarketplaces'>['sp_api_authorized_marketplaces'][number];

export function toLookupItem(item: RestLookupItem): LookupItem {
  return { id: String(item.id), name: item.name };
}

export function toBrandRef(brand: RestBrandRef): BrandRef {
  return { brandCode: brand.brand_code, name: brand.name };
}

export function toAccountManager(manager: RestAccountManager): AccountManager {
  return { id: String(manager.id), email: manager.email, brands: manager.brands.map(toBrandRef) };
}

export function toAuthorizedMarketplace(entry: RestAuthorizedMarketplace): AuthorizedMarketplace {
  return {
    marketplaceId: entry.marketplace_id,
    sellingPartnerId: entry.selling_partner_id,
    sellerName: entry.seller_name,
    marketplaceName: entry.marketplace_name,
  };
}
