import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ConnectorError } from '../connector-errors.ts';
import { type Faults, LocalService } from '../local/local-service.ts';
import {
  AdsAuthorizationError,
  type AdsConnector,
  type AdsGrant,
  type AdsReportRow,
} from './ads-connector.ts';
import { localAdsReportRows } from './local-ads-reports.ts';

/** The scope Amazon grants for campaign management. */
export const ADS_SCOPE = 'advertising::campaign_management';
export const ADS_SERVICE = 'Amazon Ads API';
const LOCAL_REPORT_URL = 'local-ads:/reports/';

export type LocalAdsConnector = AdsConnector & Faults;

/**
 * The offline stand-in for the Amazon Ads API. Its consent link goes straight back to the
 * portal's own callback page with a code bound to the state (an HMAC), as if the user had
 * clicked "Allow"; a code only works with the state it was issued for. Reports are queued and
 * done on the next poll with deterministic rows. Amazon publishes no fixed Ads rates (they vary
 * by account), so the local bucket is a plain 10/s.
 */
export function createLocalAdsConnector(
  publicUrl: string,
  secret: Buffer = randomBytes(32),
): LocalAdsConnector {
  const service = new LocalService(ADS_SERVICE, { defaultRate: { perSecond: 10, burst: 10 } });
  const reports = new Map<string, { profileId: string; polls: number; rows: AdsReportRow[] }>();
  const codeFor = (state: string) =>
    `local-${createHmac('sha256', secret).update(state).digest('base64url')}`;
  return {
    failNext: (...args) => service.failNext(...args),
    authorizationLink(state) {
      const query = new URLSearchParams({ code: codeFor(state), state, scope: ADS_SCOPE });
      return `${publicUrl}/authorize-ads?${query.toString()}`;
    },
    exchangeCode: (code, state, scope) =>
      service.call('exchangeCode', 'lwa', (): AdsGrant => {
        const expected = Buffer.from(codeFor(state));
        const given = Buffer.from(code);
        if (expected.length !== given.length || !timingSafeEqual(expected, given))
          throw new AdsAuthorizationError('The authorization code is not valid');
        return { refreshToken: `Atzr|local-${randomBytes(24).toString('base64url')}`, scope };
      }),
    revoke: async () => {},
    createReport: (profile, request) =>
      service.call('createReport', profile.profileId, () => {
        const reportId = randomUUID();
        reports.set(reportId, {
          profileId: profile.profileId,
          polls: 0,
          rows: localAdsReportRows(profile.profileId, request),
        });
        return { reportId };
      }),
    getReport: (profile, reportId) =>
      service.call('getReport', profile.profileId, () => {
        const report = reports.get(reportId);
        if (!report || report.profileId !== profile.profileId)
          throw new ConnectorError(ADS_SERVICE, 'getReport', 404, false);
        report.polls += 1;
        return report.polls < 2
          ? { reportId, status: 'PROCESSING' as const }
          : { reportId, status: 'COMPLETED' as const, url: `${LOCAL_REPORT_URL}${reportId}` };
      }),
    downloadReport: (url) =>
      service.call('downloadReport', 'download', () => {
        const report = url.startsWith(LOCAL_REPORT_URL)
          ? reports.get(url.slice(LOCAL_REPORT_URL.length))
          : undefined;
        if (!report) throw new ConnectorError(ADS_SERVICE, 'downloadReport', 404, false);
        return structuredClone(report.rows);
      }),
  };
}
