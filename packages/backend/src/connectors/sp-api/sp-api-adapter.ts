import { gunzipSync } from 'node:zlib';
import { ConnectorError } from '../connector-errors.ts';
import { documentsThroughReports } from './report-flow.ts';
import type { ReportStatus, SellerAccount, SellingPartnerConnector } from './selling-partner-connector.ts';
import { type SpApiAdapterOptions, spApiCalls } from './sp-api-calls.ts';

export type { SpApiAdapterOptions };

const LISTINGS = '/listings/2021-08-01/items';
const REPORTS = '/reports/2021-06-30';

/**
 * The Selling Partner API, just the calls the portal makes: Listings Items get/put/patch and the
 * Reports flow. LWA access tokens go in `x-amz-access-token` (no SigV4 since 2023-10-02).
 */
export function createSpApiAdapter(options: SpApiAdapterOptions): SellingPartnerConnector {
  const { http, endpoint } = options;
  const { headers, limited } = spApiCalls(options);
  const pollMs = options.reportPollMs ?? ((attempt) => Math.min(30_000, 2_000 * attempt));
  const itemUrl = (account: SellerAccount, sku: string, query: Record<string, string>) =>
    `${endpoint}${LISTINGS}/${encodeURIComponent(account.sellerId)}/${encodeURIComponent(sku)}?${new URLSearchParams(
      {
        marketplaceIds: account.marketplaceId,
        ...query,
      },
    )}`;

  const sp: SellingPartnerConnector = {
    getListingsItem: (account, sku) =>
      limited(account, 'listingsItems.getListingsItem', async () => {
        try {
          return await http.json(itemUrl(account, sku, { includedData: 'summaries,attributes,issues' }), {
            operation: 'getListingsItem',
            headers: await headers(account),
          });
        } catch (error) {
          if (error instanceof ConnectorError && error.status === 404) return null;
          throw error;
        }
      }),
    putListingsItem: (account, sku, body) =>
      limited(account, 'listingsItems.putListingsItem', async () =>
        http.json(itemUrl(account, sku, {}), {
          operation: 'putListingsItem',
          method: 'put',
          headers: await headers(account),
          json: body,
        }),
      ),
    patchListingsItem: (account, sku, body) =>
      limited(account, 'listingsItems.patchListingsItem', async () =>
        http.json(itemUrl(account, sku, {}), {
          operation: 'patchListingsItem',
          method: 'patch',
          // Top-level replace/delete patches give the same result when applied twice.
          idempotent: true,
          headers: await headers(account),
          json: body,
        }),
      ),
    createReport: (account, spec) =>
      limited(account, 'reports.createReport', async () =>
        http.json<{ reportId: string }>(`${endpoint}${REPORTS}/reports`, {
          operation: 'createReport',
          method: 'post',
          headers: await headers(account),
          json: { ...spec, marketplaceIds: [account.marketplaceId] },
        }),
      ),
    getReport: (account, reportId) =>
      limited(account, 'reports.getReport', async () =>
        http.json<ReportStatus>(`${endpoint}${REPORTS}/reports/${encodeURIComponent(reportId)}`, {
          operation: 'getReport',
          headers: await headers(account),
        }),
      ),
    getReportDocument: (account, reportDocumentId) =>
      limited(account, 'reports.getReportDocument', async () => {
        const document = await http.json<{ url: string; compressionAlgorithm?: 'GZIP' }>(
          `${endpoint}${REPORTS}/documents/${encodeURIComponent(reportDocumentId)}`,
          { operation: 'getReportDocument', headers: await headers(account) },
        );
        // The URL is pre-signed: no token goes with it.
        const bytes = await http.bytes(document.url, { operation: 'downloadReportDocument' });
        const raw = document.compressionAlgorithm === 'GZIP' ? gunzipSync(bytes) : Buffer.from(bytes);
        return raw.toString('utf8');
      }),
    documents: (request) =>
      documentsThroughReports(
        sp,
        request,
        (attempt) => new Promise((resolve) => setTimeout(resolve, pollMs(attempt))),
      ),
  };
  return sp;
}
