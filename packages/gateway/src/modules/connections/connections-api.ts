import { camelKeys } from '@portal/schema';
import { connectionsContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';

/** The Selling Partner connection calls (contract: packages/schema/src/connections/connections.rest.ts). */
export class ConnectionsAPI extends PortalRESTDataSource {
  marketplaces() {
    return this.call(connectionsContract.marketplaces, {});
  }

  async connections(brandCode: string) {
    const rows = await this.call(connectionsContract.connections, { params: { brandCode } });
    return rows.map((row) => camelKeys(row));
  }

  async authorizationLink(brandCode: string, marketplaceId: string) {
    return (await this.call(connectionsContract.authorizationLink, { params: { brandCode, marketplaceId } }))
      .link;
  }

  authorize(input: {
    state?: string | null;
    sellingPartnerId?: string | null;
    spapiOauthCode?: string | null;
    mwsAuthToken?: string | null;
  }) {
    return this.call(connectionsContract.authorize, {
      body: {
        state: input.state ?? undefined,
        selling_partner_id: input.sellingPartnerId ?? undefined,
        spapi_oauth_code: input.spapiOauthCode ?? undefined,
        mws_auth_token: input.mwsAuthToken ?? undefined,
      },
    });
  }

  async updateSellerName(brandCode: string, sellerId: string, sellerName: string) {
    const answer = await this.call(connectionsContract.updateSellerName, {
      params: { brandCode },
      body: { sellerId, sellerName },
    });
    return answer.ok;
  }

  async deauthorize(brandCode: string | null, marketplaceId: string, sellerId: string | null) {
    const answer =
      brandCode === null
        ? await this.call(connectionsContract.deauthorizeBrandUser, {
            params: { marketplaceId, sellerId: sellerId ?? '' },
          })
        : sellerId === null
          ? await this.call(connectionsContract.deauthorizeMarketplace, {
              params: { brandCode, marketplaceId },
            })
          : await this.call(connectionsContract.deauthorizeSeller, {
              params: { brandCode, marketplaceId, sellerId },
            });
    return answer.ok;
  }
}
