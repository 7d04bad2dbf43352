import { eachIsoDayOf } from '@portal/schema';
import { JobError } from '../../jobs/job-errors.ts';
import type { ReportRequest } from '../../modules/seller-data/connector.ts';
import type { ReportDocument } from '../../modules/seller-data/reports/report-document.ts';
import type { SellingPartnerConnector } from './selling-partner-connector.ts';

type ReportCalls = Pick<SellingPartnerConnector, 'createReport' | 'getReport' | 'getReportDocument'>;

/**
 * The pipeline's documents through the Reports API: one report per day of a daily range (SKU
 * grain needs a day per report), created, polled until done, downloaded. A CANCELLED report has
 * no data for its period (Amazon's meaning) and yields nothing; FATAL fails the job.
 */
export async function* documentsThroughReports(
  sp: ReportCalls,
  request: ReportRequest,
  wait: (attempt: number) => Promise<void>,
): AsyncIterable<ReportDocument> {
  const account = { sellerId: request.sellerId, marketplaceId: request.marketplaceId };
  const days = request.from
    ? eachIsoDayOf({ from: request.from, to: request.to ?? request.from })
    : [undefined];
  for (const day of days) {
    const spec = day
      ? { reportType: request.reportType, dataStartTime: `${day}T00:00:00Z`, dataEndTime: `${day}T23:59:59Z` }
      : { reportType: request.reportType };
    const { reportId } = await sp.createReport(account, spec);
    let status = await sp.getReport(account, reportId);
    for (let attempt = 1; ['IN_QUEUE', 'IN_PROGRESS'].includes(status.processingStatus); attempt += 1) {
      await wait(attempt);
      status = await sp.getReport(account, reportId);
    }
    if (status.processingStatus === 'CANCELLED') continue;
    if (status.processingStatus !== 'DONE' || !status.reportDocumentId)
      throw new JobError(
        `The marketplace could not produce the report ${request.reportType}${day ? ` for ${day}` : ''}.`,
      );
    yield {
      reportType: request.reportType,
      documentId: status.reportDocumentId,
      sellerId: request.sellerId,
      marketplaceId: request.marketplaceId,
      generatedAt: new Date().toISOString(),
      ...(day ? { dataStartTime: day } : {}),
      body: await sp.getReportDocument(account, status.reportDocumentId),
    };
  }
}
