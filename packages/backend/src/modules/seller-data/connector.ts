import type { ReportDocument, ReportType } from './reports/report-document.ts';

/** One seller account in one marketplace, as the Selling Partner API addresses it. */
export interface SellerAccount {
  sellerId: string;
  marketplaceId: string;
}

export interface ReportRequest extends SellerAccount {
  reportType: ReportType;
  /** Daily reports: one document per day of the range (ISO days, both included). */
  from?: string;
  to?: string;
  /**
   * The local simulator's clock: the moment its documents are produced at (the demo seed's older
   * history is produced as of the seed). The Selling Partner API always answers as of now.
   */
  asOf?: string;
}

/**
 * Where report documents come from. The Selling Partner API adapter requests, polls and
 * downloads them; the local simulator produces the same documents from a deterministic plan.
 * Either way the pipeline only ever sees documents.
 */
export interface MarketplaceDataConnector {
  documents(request: ReportRequest): AsyncIterable<ReportDocument>;
}
