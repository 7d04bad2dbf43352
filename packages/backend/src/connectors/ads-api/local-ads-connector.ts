import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AdsAuthorizationError, type AdsConnector, type AdsGrant } from './ads-connector.ts';

/** The scope Amazon grants for campaign management. */
export const ADS_SCOPE = 'advertising::campaign_management';

/**
 * The offline stand-in for Amazon's consent page: the link goes straight back to the portal's own
 * callback page with a code bound to the state (an HMAC), as if the user had clicked "Allow".
 * Codes are checked as Amazon would: a code only works with the state it was issued for.
 */
export function createLocalAdsConnector(publicUrl: string, secret: Buffer = randomBytes(32)): AdsConnector {
  const codeFor = (state: string) =>
    `local-${createHmac('sha256', secret).update(state).digest('base64url')}`;
  return {
    authorizationLink(state) {
      const query = new URLSearchParams({ code: codeFor(state), state, scope: ADS_SCOPE });
      return `${publicUrl}/authorize-ads?${query.toString()}`;
    },
    async exchangeCode(code, state, scope): Promise<AdsGrant> {
      const expected = Buffer.from(codeFor(state));
      const given = Buffer.from(code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AdsAuthorizationError('The authorization code is not valid');
      }
      return { refreshToken: `Atzr|local-${randomBytes(24).toString('base64url')}`, scope };
    },
    async revoke() {},
  };
}
