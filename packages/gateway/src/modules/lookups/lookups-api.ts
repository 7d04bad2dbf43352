import { lookupsContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  AccountManager,
  AdType,
  AuthorizedMarketplace,
  BrandRef,
  LookupItem,
} from '../../generated/resolvers-types.ts';
import { toAccountManager, toAuthorizedMarketplace, toBrandRef, toLookupItem } from './lookups-mappers.ts';

/** Lists that fill the portal's selectors and filters (spec 1 §7.2): their contract routes. */
export const lookupListRoutes = {
  brandStatuses: lookupsContract.brandStatuses,
  brandRoleAssignees: lookupsContract.brandRoleAssignees,
  brandTypes: lookupsContract.brandTypes,
  orderMethods: lookupsContract.orderMethods,
  agreementTypes: lookupsContract.agreementTypes,
  brandMaxControl: lookupsContract.brandMaxControl,
} as const;

export type LookupListName = keyof typeof lookupListRoutes;

export class LookupsAPI extends PortalRESTDataSource {
  async list(name: LookupListName): Promise<LookupItem[]> {
    return (await this.call(lookupListRoutes[name])).map(toLookupItem);
  }

  async authorizedMarketplaces(): Promise<AuthorizedMarketplace[]> {
    const answer = await this.call(lookupsContract.authorizedMarketplaces);
    return answer.sp_api_authorized_marketplaces.map(toAuthorizedMarketplace);
  }

  async brandIds(adType?: AdType | null): Promise<BrandRef[]> {
    const query = adType ? { ad_type: adType } : {};
    return (await this.call(lookupsContract.brandIds, { query })).map(toBrandRef);
  }

  async accountManagers(): Promise<AccountManager[]> {
    return (await this.call(lookupsContract.accountManagers)).map(toAccountManager);
  }
}
