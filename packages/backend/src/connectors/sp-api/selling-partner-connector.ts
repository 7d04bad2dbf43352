import type { MarketplaceDataConnector, SellerAccount } from '../../modules/seller-data/connector.ts';
import type { ReportType } from '../../modules/seller-data/reports/report-document.ts';

export type { SellerAccount };

/** An issue Amazon reports on a listing (Listings Items API 2021-08-01 `Issue`). */
export interface ListingIssue {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  categories: string[];
  attributeNames?: string[];
}

/** getListingsItem's answer, the parts the portal reads. */
export interface ListingsItem {
  sku: string;
  summaries: {
    marketplaceId: string;
    asin?: string;
    productType: string;
    itemName?: string;
    status: ('BUYABLE' | 'DISCOVERABLE')[];
    createdDate: string;
    lastUpdatedDate: string;
  }[];
  /** The seller's contributed attributes, as Amazon's JSON: `{ item_name: [{ value, marketplace_id }] }`. */
  attributes: Record<string, unknown[]>;
  issues: ListingIssue[];
}

export interface ListingsItemPut {
  productType: string;
  attributes: Record<string, unknown[]>;
}

export interface ListingsItemPatch {
  productType: string;
  /** Top-level attributes only, as Amazon allows. */
  patches: { op: 'add' | 'replace' | 'merge' | 'delete'; path: string; value?: unknown[] }[];
}

/** A submission is only *accepted* here; its effect is seen later through getListingsItem. */
export interface ListingsSubmission {
  sku: string;
  status: 'ACCEPTED' | 'INVALID' | 'VALID';
  submissionId: string;
  issues: ListingIssue[];
}

export interface ReportSpecification {
  reportType: ReportType;
  /** ISO instants, as createReport takes them. */
  dataStartTime?: string;
  dataEndTime?: string;
}

export type ReportProcessingStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

export interface ReportStatus {
  reportId: string;
  processingStatus: ReportProcessingStatus;
  reportDocumentId?: string;
}

/**
 * Marketplace data and listings (the Selling Partner API): what the portal calls, per seller
 * account. The local simulator and the SP-API adapter both implement it; `documents` (the
 * pipeline's view) is derived from createReport, getReport and getReportDocument for both.
 */
export interface SellingPartnerConnector extends MarketplaceDataConnector {
  /** null when the seller has no listing of this SKU. */
  getListingsItem(account: SellerAccount, sku: string): Promise<ListingsItem | null>;
  putListingsItem(account: SellerAccount, sku: string, body: ListingsItemPut): Promise<ListingsSubmission>;
  patchListingsItem(
    account: SellerAccount,
    sku: string,
    body: ListingsItemPatch,
  ): Promise<ListingsSubmission>;
  createReport(account: SellerAccount, spec: ReportSpecification): Promise<{ reportId: string }>;
  getReport(account: SellerAccount, reportId: string): Promise<ReportStatus>;
  /** The document's text, downloaded and decompressed. */
  getReportDocument(account: SellerAccount, reportDocumentId: string): Promise<string>;
}
