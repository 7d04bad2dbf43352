import type { AgencyReportType } from '@portal/schema';
import { agencyReportsContract } from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { AgencyReportStarted } from '../../generated/resolvers-types.ts';

/** Spec 2 §7 'reports/agency' calls (contract: packages/schema/src/agency-reports). */
export class AgencyReportsAPI extends PortalRESTDataSource {
  /** GET reports/agency/{reportType}: queues one report's CSV. */
  start(reportType: AgencyReportType, from: string, to: string): Promise<AgencyReportStarted> {
    return this.call(agencyReportsContract.one, { params: { reportType }, query: { from, to } });
  }

  /** POST reports/download-agency-reports: queues the reports as one archive. */
  downloadAll(reportTypes: AgencyReportType[], from: string, to: string): Promise<AgencyReportStarted> {
    return this.call(agencyReportsContract.all, { body: { from, to, reportsTypes: reportTypes } });
  }
}
