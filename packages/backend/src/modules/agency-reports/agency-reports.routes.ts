import {
  AGENCY_REPORT_MESSAGES,
  AGENCY_REPORT_TYPE_INFO,
  type AgencyReportType,
  agencyReportFileName,
  agencyReportsArchiveName,
  hasPermission,
  todayUtc,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import type { AgencyReportStarted, agencyReportsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { accessSubjectOf } from '../../http/contract-route.ts';
import { badRequest, forbidden } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import type { ContractHandlers } from '../manifest.ts';
import { agencyReportJob } from './agency-report.job.ts';
import { dayAfter } from './builders/report-table.ts';

/** A type that needs more than the page's permission (commissions) is refused to the others. */
function checkTypes(principal: Principal, types: readonly AgencyReportType[]): void {
  const subject = accessSubjectOf(principal);
  const refused = types.some((type) => {
    const needs = AGENCY_REPORT_TYPE_INFO[type].permission;
    return needs !== undefined && !hasPermission(subject, needs);
  });
  if (refused) throw forbidden(AGENCY_REPORT_MESSAGES.typeRefused);
}

/** A report of days not yet lived is refused as the other screens refuse it (the caller's today may be UTC+1). */
function checkEnd(to: string): void {
  if (to > dayAfter(todayUtc())) throw badRequest(VALIDATION_MESSAGES.dateRangeEndsAfterToday);
}

/** The caller's file name (the contract keeps it to safe characters) ends in .csv. */
const csvName = (asked: string | undefined, fallback: string): string =>
  asked ? (/\.csv$/i.test(asked) ? asked : `${asked}.csv`) : fallback;

/** Spec 2 §7 'reports/agency' calls (contract: packages/schema/src/agency-reports). */
export const agencyReportsHandlers = (ctx: AppContext): ContractHandlers<typeof agencyReportsContract> => {
  const start = async (
    principal: Principal,
    payload: { types: AgencyReportType[]; from: string; to: string; archive: boolean; fileName: string },
    message: string,
  ): Promise<AgencyReportStarted> => {
    checkTypes(principal, payload.types);
    checkEnd(payload.to);
    const owner = { userId: principal.userId, brandCode: principal.brandCode ?? null };
    const job = await ctx.jobs.enqueue(ctx, agencyReportJob.kind, owner, payload);
    return { status: true, message, jobId: job.id, fileName: payload.fileName };
  };
  return {
    one: ({ principal, params, query }) =>
      start(
        principal,
        {
          types: [params.reportType],
          from: query.from,
          to: query.to,
          archive: false,
          fileName: csvName(
            query.reportFileName,
            agencyReportFileName(params.reportType, query.from, query.to),
          ),
        },
        AGENCY_REPORT_MESSAGES.oneStarted,
      ),
    all: ({ principal, body }) =>
      start(
        principal,
        {
          types: [...new Set(body.reportsTypes)],
          from: body.from,
          to: body.to,
          archive: true,
          fileName: agencyReportsArchiveName(body.from, body.to),
        },
        AGENCY_REPORT_MESSAGES.downloadAllStarted,
      ),
  };
};
