/** What the portal needs from the Amazon Ads API's OAuth (Login with Amazon) flow. */
export interface AdsGrant {
  refreshToken: string;
  scope: string;
}

/** Whose advertising a call reads: the brand's refresh token and one advertising profile. */
export interface AdsProfile {
  refreshToken: string;
  profileId: string;
}

/** A Sponsored Products report as the Ads API v3 reporting takes it (one row per campaign and day). */
export interface AdsReportRequest {
  startDate: string;
  endDate: string;
  /** Report columns; the rows carry these keys. */
  columns: readonly string[];
}

export interface AdsReportStatus {
  reportId: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  /** Where the finished (gzipped JSON) report can be downloaded. */
  url?: string;
  failureReason?: string;
}

export type AdsReportRow = Record<string, string | number>;

export interface AdsConnector {
  /** The consent page a user opens to grant advertising access; it returns to the portal with code, state, scope. */
  authorizationLink(state: string): string;
  /** Trades the code the consent page returned for a refresh token. Throws when the code is not valid. */
  exchangeCode(code: string, state: string, scope: string): Promise<AdsGrant>;
  /** Tells Amazon to forget a refresh token (best effort). */
  revoke(refreshToken: string): Promise<void>;
  /** Asks for a report (an access token is obtained from the refresh token first). */
  createReport(profile: AdsProfile, request: AdsReportRequest): Promise<{ reportId: string }>;
  getReport(profile: AdsProfile, reportId: string): Promise<AdsReportStatus>;
  /** The finished report's rows. */
  downloadReport(url: string): Promise<AdsReportRow[]>;
}

export class AdsAuthorizationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdsAuthorizationError';
  }
}

/** The columns the portal asks for (spCampaigns, daily). */
export const ADS_CAMPAIGN_COLUMNS = [
  'date',
  'campaignId',
  'impressions',
  'clicks',
  'cost',
  'sales14d',
] as const;
