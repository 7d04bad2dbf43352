import { z } from 'zod';
import {
  AGENCY_REPORT_MAX_DAYS,
  AGENCY_REPORT_MESSAGES,
  AGENCY_REPORT_TYPES,
} from '../constants/agency-reports.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { day } from '../rest/shapes.ts';

const tag = 'agency-reports';
const access = { permission: 'agencyReports.view' } as const;

const DAY_MS = 86_400_000;
const daysOf = (r: Range) => (Date.parse(r.to) - Date.parse(r.from)) / DAY_MS + 1;
const range = { from: day, to: day };
type Range = { from: string; to: string };
/** A range runs forwards and stays bounded, so one job stays bounded (checked on the whole object). */
const checkRange = <S extends z.ZodType<Range>>(shape: S) =>
  shape
    .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['from'] })
    .refine((r) => daysOf(r) <= AGENCY_REPORT_MAX_DAYS, {
      message: AGENCY_REPORT_MESSAGES.rangeTooLong,
      path: ['to'],
    });

export const agencyReportType = z.enum(AGENCY_REPORT_TYPES);

/**
 * The spec's `reportFileName`: a plain file name, so it can neither reach outside a download's
 * header nor smuggle markup; '.csv' is added when missing.
 */
const reportFileName = z
  .string()
  .regex(/^[\w.-]{1,120}$/, 'reportFileName may hold letters, digits, dots, dashes and underscores only')
  .meta({ description: 'The name the file downloads under (letters, digits, dots, dashes, underscores).' });

/** What starting a report answers: the spec's status and message, and the job that builds the file. */
export const agencyReportStartedShape = z
  .object({
    status: z.boolean(),
    message: z.string(),
    jobId: z.uuid().meta({ description: 'The job that builds the file; read it at /jobs/{jobId}.' }),
    fileName: z.string(),
  })
  .meta({ id: 'AgencyReportStarted' });
export type AgencyReportStarted = z.output<typeof agencyReportStartedShape>;

/** Spec 2 §7 'reports/agency' calls (docs/decisions/0320-agency-reports.md). */
export const agencyReportsContract = defineContract({
  one: defineRoute({
    method: 'get',
    path: '/reports/agency/{reportType}',
    operationId: 'agencyReport',
    summary: 'Queues one agency report of a range as a CSV job (the spec’s path; the job is the answer)',
    tag,
    access,
    params: z.object({ reportType: agencyReportType }),
    query: checkRange(z.object({ ...range, reportFileName: reportFileName.optional() })),
    responses: { 200: { description: 'The report job is queued.', schema: agencyReportStartedShape } },
    errors: { 403: 'The caller may not read this report type (commissions: Admin and Manager only).' },
  }),
  all: defineRoute({
    method: 'post',
    path: '/reports/download-agency-reports',
    operationId: 'downloadAgencyReports',
    summary: 'Queues the chosen reports of a range as one zip archive; the owner is mailed when it is ready',
    tag,
    access,
    body: checkRange(
      z.object({ ...range, reportsTypes: z.array(agencyReportType).min(1).max(AGENCY_REPORT_TYPES.length) }),
    ),
    responses: { 200: { description: 'The archive job is queued.', schema: agencyReportStartedShape } },
    errors: { 403: 'The caller may not read one of the report types.' },
  }),
});
