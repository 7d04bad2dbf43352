import { ConnectorError } from '../connector-errors.ts';
import type { ConnectorHttp } from '../http/connector-http.ts';
import { createLwaTokens, type LwaClient } from '../lwa/lwa-tokens.ts';
import type { SellingPartnerOperation } from '../throttle/selling-partner-rates.ts';
import type { SellingPartnerThrottle } from '../throttle/selling-partner-throttle.ts';
import { SELLING_PARTNER_SERVICE } from './local-selling-partner.ts';
import type { SellerAccount } from './selling-partner-connector.ts';

/** What every real Selling Partner API adapter is configured with. */
export interface SpApiAdapterOptions {
  http: ConnectorHttp;
  /** The region's endpoint, e.g. https://sellingpartnerapi-na.amazon.com. */
  endpoint: string;
  lwa: LwaClient;
  /** The seller's refresh token (from the secrets the seller granted); null when not connected. */
  refreshTokenOf(sellerId: string): Promise<string | null>;
  throttle?: SellingPartnerThrottle;
  /** Wait between getReport polls; Amazon's reports take seconds to minutes. */
  reportPollMs?: (attempt: number) => number;
}

/**
 * The two things every Selling Partner API call needs: the seller's LWA access token in
 * `x-amz-access-token` (no SigV4 since 2023-10-02; a seller not connected is refused before any
 * request), and its turn in the seller's throttle bucket for the operation.
 */
export function spApiCalls(options: SpApiAdapterOptions) {
  const tokens = createLwaTokens(options.http, options.lwa);
  return {
    async headers(account: SellerAccount): Promise<Record<string, string>> {
      const refreshToken = await options.refreshTokenOf(account.sellerId);
      if (!refreshToken) throw new ConnectorError(SELLING_PARTNER_SERVICE, 'authorization', 401, false);
      return { 'x-amz-access-token': await tokens.accessToken(refreshToken) };
    },
    limited<T>(
      account: SellerAccount,
      operation: SellingPartnerOperation,
      work: () => Promise<T>,
    ): Promise<T> {
      return options.throttle ? options.throttle.schedule(account.sellerId, operation, work) : work();
    },
  };
}
