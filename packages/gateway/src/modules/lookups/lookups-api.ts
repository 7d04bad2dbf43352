import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  AccountManager,
  AuthorizedMarketplace,
  BrandRef,
  LookupItem,
} from '../../generated/resolvers-types.ts';
import {
  type RestAccountManager,
  type RestAuthorizedMarketplace,
  type RestBrandRef,
  type RestLookupItem,
  toAccountManager,
  toAuthorizedMarketplace,
  toBrandRef,
  toLookupItem,
} from './lookups-mappers.ts';

/** Lists that fill the portal's selectors and filters (spec 1 §7.2), paths exactly as the spec's. */
export const lookupListPaths = {
  brandStatuses: 'brand-statuses',
  brandRoleAssignees: 'users/brand-role-assignees',
  brandTypes: 'brands/types',
  orderMethods: 'orders/methods',
  agreementTypes: 'agreement-types',
  brandMaxControl: 'brands/max-control',
} as const;

export type LookupListName = keyof typeof lookupListPaths;

export class LookupsAPI extends PortalRESTDataSource {
  async list(name: LookupListName): Promise<LookupItem[]> {
    return (await this.get<RestLookupItem[]>(lookupListPaths[name])).map(toLookupItem);
  }

  async authorizedMarketplaces(): Promise<AuthorizedMarketplace[]> {
    const answer = await this.get<{ sp_api_authorized_marketplaces?: RestAuthorizedMarketplace[] | null }>(
      'brands/get-authorized-marketplaces',
    );
    return (answer.sp_api_authorized_marketplaces ?? []).map(toAuthorizedMarketplace);
  }

  async brandIds(): Promise<BrandRef[]> {
    return (await this.get<RestBrandRef[]>('brands/ids')).map(toBrandRef);
  }

  async accountManagers(): Promise<AccountManager[]> {
    return (await this.get<RestAccountManager[]>('users/account-managers')).map(toAccountManager);
  }
}
