import { z } from 'zod';
import { brandCodeShape } from '../brands/brand-shapes.ts';
import { DRIVE_MESSAGES } from '../constants/connections.ts';
import {
  DRIVE_DELIVERY_MESSAGES,
  DRIVE_DELIVERY_STATUSES,
  DRIVE_REPORT_TYPES,
} from '../constants/drive-delivery.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { day } from '../rest/shapes.ts';

const tag = 'drive-delivery';
const access = { permission: 'drive.manage' } as const;

export const driveReportType = z.enum(DRIVE_REPORT_TYPES);

/** One delivery of a report to a brand's drive folder: the spec's "last success entry" (ADR 0535). */
export const driveDeliveryShape = z
  .object({
    id: z.string(),
    brand_code: z.string(),
    report_type: driveReportType,
    month: z
      .string()
      .meta({ description: 'The month delivered (YYYY-MM): one delivery per brand, type and month.' }),
    folder_id: z.string(),
    status: z.enum(DRIVE_DELIVERY_STATUSES),
    file_id: z.string().nullable(),
    file_name: z.string(),
    link: z.string().nullable(),
    error: z.string().nullable(),
    job_id: z.string().nullable(),
    requested_at: z.string(),
    delivered_at: z.string().nullable(),
  })
  .meta({ id: 'DriveDelivery' });
export type RestDriveDelivery = z.output<typeof driveDeliveryShape>;

/** A file in a drive folder (the connector's list). */
export const driveFileShape = z
  .object({
    id: z.string(),
    folder_id: z.string(),
    name: z.string(),
    size: z.number().int(),
    link: z.string(),
  })
  .meta({ id: 'DriveFile' });
export type RestDriveFile = z.output<typeof driveFileShape>;

const brandParams = z.object({ brandCode: brandCodeShape });

/** Spec 3 §7 'POST reports/send-now' and the drive table's reads (docs/decisions/0535). */
export const driveDeliveryContract = defineContract({
  sendNow: defineRoute({
    method: 'post',
    path: '/reports/send-now',
    operationId: 'sendReportNow',
    summary: 'Builds one report of the brand for the days and uploads it to the type’s drive folder (a job)',
    tag,
    access,
    body: z
      .object({
        reportType: driveReportType,
        brandCode: brandCodeShape,
        dataStartTime: day,
        dataEndTime: day,
      })
      .refine((b) => b.dataStartTime <= b.dataEndTime, {
        message: 'dataStartTime must not be after dataEndTime',
        path: ['dataStartTime'],
      })
      .refine((b) => b.dataStartTime.slice(0, 7) === b.dataEndTime.slice(0, 7), {
        message: DRIVE_DELIVERY_MESSAGES.rangeOneMonth,
        path: ['dataEndTime'],
      }),
    responses: {
      202: {
        description: 'The delivery is queued; its row reads queued until the job ends.',
        schema: z.object({ jobId: z.uuid(), delivery: driveDeliveryShape }),
      },
    },
    errors: { 400: DRIVE_MESSAGES.noFolder, 404: 'Brand not found.' },
  }),
  deliveries: defineRoute({
    method: 'get',
    path: '/reports/drive-deliveries/{brandCode}',
    operationId: 'driveDeliveries',
    summary: 'The brand’s deliveries, newest first: each type and month’s file, status and error',
    tag,
    access,
    params: brandParams,
    responses: { 200: { description: 'The deliveries.', schema: z.array(driveDeliveryShape) } },
    errors: { 404: 'Brand not found.' },
  }),
  files: defineRoute({
    method: 'get',
    path: '/reports/drive-files/{brandCode}/{reportType}',
    operationId: 'driveFiles',
    summary: 'The files in the drive folder mapped to the report type',
    tag,
    access,
    params: z.object({ brandCode: brandCodeShape, reportType: driveReportType }),
    responses: { 200: { description: 'The folder’s files.', schema: z.array(driveFileShape) } },
    errors: { 400: DRIVE_MESSAGES.noFolder, 404: 'Brand not found.' },
  }),
  devTick: defineRoute({
    method: 'post',
    path: '/dev/drive-delivery/tick',
    operationId: 'devDriveDeliveryTick',
    summary:
      'Runs the monthly scheduled drive delivery now, as its cron tick would, for every mapped folder (development tools only)',
    tag: 'development',
    access: { permission: 'brands.update' },
    devOnly: true,
    responses: { 204: { description: 'The tick was sent; its deliveries run as jobs.', empty: true } },
  }),
});
