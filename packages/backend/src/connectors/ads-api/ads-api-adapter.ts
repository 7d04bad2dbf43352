import { gunzipSync } from 'node:zlib';
import { ConnectorError } from '../connector-errors.ts';
import type { ConnectorHttp } from '../http/connector-http.ts';
import { createLwaTokens, type LwaClient } from '../lwa/lwa-tokens.ts';
import {
  AdsAuthorizationError,
  type AdsConnector,
  type AdsProfile,
  type AdsReportRow,
  type AdsReportStatus,
} from './ads-connector.ts';
import { ADS_SCOPE } from './local-ads-connector.ts';

export interface AdsApiAdapterOptions {
  http: ConnectorHttp;
  /** The region's endpoint, e.g. https://advertising-api.amazon.com. */
  endpoint: string;
  /** Amazon's consent page, https://www.amazon.com/ap/oa in North America. */
  consentUrl: string;
  lwa: LwaClient;
  /** The portal page Amazon returns to (registered with the Login with Amazon client). */
  redirectUri: string;
}

/**
 * The Amazon Ads API, just what the portal calls: the Login with Amazon consent and code
 * exchange, access tokens from refresh tokens, and v3 reporting (create, poll, download).
 */
export function createAdsApiAdapter(options: AdsApiAdapterOptions): AdsConnector {
  const { http, endpoint } = options;
  const tokens = createLwaTokens(http, options.lwa);
  const headers = async (profile: AdsProfile) => ({
    authorization: `Bearer ${await tokens.accessToken(profile.refreshToken)}`,
    'amazon-advertising-api-clientid': options.lwa.clientId,
    'amazon-advertising-api-scope': profile.profileId,
  });
  return {
    authorizationLink(state) {
      const query = new URLSearchParams({
        client_id: options.lwa.clientId,
        scope: ADS_SCOPE,
        response_type: 'code',
        redirect_uri: options.redirectUri,
        state,
      });
      return `${options.consentUrl}?${query.toString()}`;
    },
    async exchangeCode(code, _state, scope) {
      try {
        return { ...(await tokens.exchangeCode(code, options.redirectUri)), scope };
      } catch (error) {
        // Login with Amazon answers 400 invalid_grant to a wrong, used or expired code.
        if (error instanceof ConnectorError && error.status === 400)
          throw new AdsAuthorizationError('The authorization code is not valid');
        throw error;
      }
    },
    // Login with Amazon has no endpoint that revokes a refresh token; the user removes the app's
    // access in their Amazon account, and the portal forgets the token (deauthorize).
    revoke: async () => {},
    createReport: async (profile, request) =>
      http.json<{ reportId: string }>(`${endpoint}/reporting/reports`, {
        operation: 'createReport',
        method: 'post',
        headers: {
          ...(await headers(profile)),
          'content-type': 'application/vnd.createasyncreportrequest.v3+json',
        },
        body: JSON.stringify({
          name: `portal ${request.startDate}..${request.endDate}`,
          startDate: request.startDate,
          endDate: request.endDate,
          configuration: {
            adProduct: 'SPONSORED_PRODUCTS',
            groupBy: ['campaign'],
            columns: request.columns,
            reportTypeId: 'spCampaigns',
            timeUnit: 'DAILY',
            format: 'GZIP_JSON',
          },
        }),
      }),
    getReport: async (profile, reportId) =>
      http.json<AdsReportStatus>(`${endpoint}/reporting/reports/${encodeURIComponent(reportId)}`, {
        operation: 'getReport',
        headers: await headers(profile),
      }),
    async downloadReport(url) {
      // A pre-signed URL: no token goes with it.
      const bytes = await http.bytes(url, { operation: 'downloadReport' });
      return JSON.parse(gunzipSync(bytes).toString('utf8')) as AdsReportRow[];
    },
  };
}
