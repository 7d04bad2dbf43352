import type {
  AccountManager,
  AuthorizedMarketplace,
  BrandRef,
  LookupItem,
} from '../../generated/resolvers-types.ts';

export interface RestLookupItem {
  id: string | number;
  name: string;
}

export interface RestBrandRef {
  brand_code: string;
  name: string;
}

export interface RestAccountManager {
  id: string | number;
  email: string;
  brands?: RestBrandRef[] | null;
}

export interface RestAuthorizedMarketplace {
  marketplace_id: string;
  selling_partner_id: string;
  seller_name: string;
  marketplace_name: string;
}

export function toLookupItem(item: RestLookupItem): LookupItem {
  return { id: String(item.id), name: item.name };
}

export function toBrandRef(brand: RestBrandRef): BrandRef {
  return { brandCode: brand.brand_code, name: brand.name };
}

export function toAccountManager(manager: RestAccountManager): AccountManager {
  return { id: String(manager.id), email: manager.email, brands: (manager.brands ?? []).map(toBrandRef) };
}

export function toAuthorizedMarketplace(entry: RestAuthorizedMarketplace): AuthorizedMarketplace {
  return {
    marketplaceId: entry.marketplace_id,
    sellingPartnerId: entry.selling_partner_id,
    sellerName: entry.seller_name,
    marketplaceName: entry.marketplace_name,
  };
}
