import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ConnectorError } from '../connector-errors.ts';
import { type Faults, LocalService } from '../local/local-service.ts';
import type { LwaTokens } from '../lwa/lwa-tokens.ts';

/**
 * The Selling Partner API's website authorization workflow (OAuth): the portal sends the seller to
 * Seller Central's consent page with a `state`; Amazon returns to the portal's callback with
 * `state`, `selling_partner_id`, `spapi_oauth_code` (valid five minutes) and, for older apps,
 * `mws_auth_token`. The code is traded for a refresh token at Login with Amazon.
 */
export interface SellingPartnerAuthorization {
  /** The consent page for one marketplace's Seller Central, carrying the portal's state. */
  authorizationLink(input: { state: string; sellerCentralUrl: string; marketplaceId: string }): string;
  /** Trades the callback's code for a refresh token. Throws `SellingPartnerGrantError` when refused. */
  exchangeCode(input: { code: string; state: string; sellingPartnerId: string }): Promise<{
    refreshToken: string;
  }>;
}

export class SellingPartnerGrantError extends Error {
  override name = 'SellingPartnerGrantError';
}

export const SP_AUTHORIZATION_SERVICE = 'Selling Partner authorization';
/** The portal's callback page (spec 3 'Amazon authorization callback'). */
export const SP_CALLBACK_PATH = '/authorize-sp-api';
/** The local stand-in for Seller Central's consent page (a web page of the portal). */
export const LOCAL_CONSENT_PATH = '/local-amazon-consent';

export type LocalSellingPartnerAuthorization = SellingPartnerAuthorization & Faults;

/**
 * Offline Seller Central: the link opens the portal's simulated consent page, which shows what is
 * asked and, on Confirm, returns to the callback as Amazon does. The seller the page signs in as is
 * derived from the state's HMAC (a fresh seller per grant, as a new Seller Central account would be),
 * and the code only works for the state and seller it was issued with. Login with Amazon's token
 * endpoint is throttled like Amazon's; `failNext` fails it on demand.
 */
export function createLocalSellingPartnerAuthorization(
  publicUrl: string,
  secret: Buffer = randomBytes(32),
): LocalSellingPartnerAuthorization {
  const service = new LocalService(SP_AUTHORIZATION_SERVICE, { defaultRate: { perSecond: 5, burst: 20 } });
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest();
  const sellerFor = (state: string) =>
    `A${mac(`seller:${state}`).toString('hex').slice(0, 13).toUpperCase()}`;
  const codeFor = (state: string, seller: string) =>
    `ANlocal${mac(`code:${state}:${seller}`).toString('base64url').slice(0, 24)}`;
  return {
    failNext: (...args) => service.failNext(...args),
    authorizationLink({ state, sellerCentralUrl, marketplaceId }) {
      const seller = sellerFor(state);
      const query = new URLSearchParams({
        application_id: 'amzn1.sp.solution.local',
        state,
        version: 'beta',
        seller_central: sellerCentralUrl,
        marketplace_id: marketplaceId,
        selling_partner_id: seller,
        spapi_oauth_code: codeFor(state, seller),
        redirect_uri: `${publicUrl}${SP_CALLBACK_PATH}`,
      });
      return `${publicUrl}${LOCAL_CONSENT_PATH}?${query.toString()}`;
    },
    exchangeCode: ({ code, state, sellingPartnerId }) =>
      service.call('exchangeCode', 'lwa', () => {
        const expected = Buffer.from(codeFor(state, sellingPartnerId));
        const given = Buffer.from(code);
        if (expected.length !== given.length || !timingSafeEqual(expected, given))
          throw new SellingPartnerGrantError('The authorization code is not valid');
        return { refreshToken: `Atzr|local-sp-${randomBytes(24).toString('base64url')}` };
      }),
  };
}

/** The real workflow: Seller Central's consent page and Login with Amazon's token endpoint. */
export function createSpApiAuthorization(options: {
  applicationId: string;
  lwa: LwaTokens;
  redirectUri: string;
  /** Draft apps must say so (`version=beta`) until Amazon publishes them. */
  beta: boolean;
}): SellingPartnerAuthorization {
  return {
    authorizationLink({ state, sellerCentralUrl }) {
      const query = new URLSearchParams({ application_id: options.applicationId, state });
      if (options.beta) query.set('version', 'beta');
      return `${sellerCentralUrl.replace(/\/+$/, '')}/apps/authorize/consent?${query.toString()}`;
    },
    async exchangeCode({ code }) {
      try {
        return await options.lwa.exchangeCode(code, options.redirectUri);
      } catch (error) {
        // A refused code is the user's to retry; an outage stays a ConnectorError for the caller.
        if (error instanceof ConnectorError && (error.status === 400 || error.status === 401))
          throw new SellingPartnerGrantError('Login with Amazon refused the authorization code');
        throw error;
      }
    },
  };
}
