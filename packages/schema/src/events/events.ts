import { z } from 'zod';
import { activityEntryShape } from '../activity/activity.rest.ts';
import { jobShape } from '../jobs/jobs.rest.ts';

/**
 * Who hears an event: the one user it concerns, everyone of a brand (its room), or agency staff.
 * The backend picks the rooms from this; the gateway only forwards what the user's socket heard.
 */
export type EventAudience = 'user' | 'brand' | 'staff';

export interface EventDeclaration<N extends string = string, S extends z.ZodType = z.ZodType> {
  name: N;
  description: string;
  payload: S;
  audience: readonly EventAudience[];
}

const defineEvent = <const N extends string, S extends z.ZodType>(
  event: EventDeclaration<N, S>,
): EventDeclaration<N, S> => event;

/**
 * Every real-time event, declared once (DESIGN §4). The backend emits only these (its emitter
 * checks the payload), and the gateway's subscriptions read the same payload types. An event
 * announces a record that can be read afterwards, so a client that missed one loses nothing.
 */
export const EVENTS = {
  'job-updated': defineEvent({
    name: 'job-updated',
    description: 'A job of the user changed status or progress',
    payload: jobShape,
    audience: ['user'],
  }),
  'export-complete': defineEvent({
    name: 'export-complete',
    description: 'A server-built export finished: its stored file, or why it failed',
    payload: z
      .object({
        jobId: z.uuid(),
        exportId: z.string().meta({ description: 'The id the export was started with (the job id).' }),
        fileName: z.string(),
        contentType: z.string(),
        fileId: z.string().optional(),
        downloadUrl: z.string().optional(),
        error: z.string().optional(),
      })
      .meta({ id: 'ExportComplete' }),
    audience: ['user'],
  }),
  'new-activity': defineEvent({
    name: 'new-activity',
    description: 'A listing activity entry was recorded for a seller and marketplace',
    payload: z.object({ sellerId: z.string(), marketplaceId: z.string(), entry: activityEntryShape }),
    audience: ['brand', 'staff'],
  }),
  'bulk-update-complete': defineEvent({
    name: 'bulk-update-complete',
    description:
      'The marketplace processed one SKU of a bulk submission: accepted, or refused with its issues',
    payload: z
      .object({
        bulkUpdateId: z.string().meta({ description: 'The id the submission was started with.' }),
        sellerId: z.string(),
        marketplaceId: z.string(),
        sku: z.string(),
        updateAccepted: z.boolean(),
        issues: z.array(
          z.object({
            code: z.string(),
            message: z.string(),
            severity: z.string(),
            attributeNames: z.array(z.string()),
          }),
        ),
      })
      .meta({ id: 'BulkUpdateComplete' }),
    // The seller's brand hears it (everyone editing its listings); staff follow every brand.
    audience: ['brand', 'staff'],
  }),
  'csv-upload-processed': defineEvent({
    name: 'csv-upload-processed',
    description: 'One batch of an uploaded CSV was parsed and matched to listings',
    payload: z
      .object({
        processId: z.string().meta({ description: 'The processing job’s id.' }),
        csvConfigId: z.string(),
        batchNumber: z.number().int(),
        listingsMatched: z.number().int().meta({ description: 'Matched so far, all batches.' }),
        totalRows: z.number().int().meta({ description: 'Rows read so far, all batches.' }),
        csvProcessCompleted: z.boolean(),
      })
      .meta({ id: 'CsvUploadProcessed' }),
    audience: ['user'],
  }),
  'report-delivered': defineEvent({
    name: 'report-delivered',
    description:
      'A report delivery to a brand’s drive folder ended (Send now or the monthly schedule): delivered, or why not',
    payload: z
      .object({
        deliveryId: z.uuid(),
        brandCode: z.string(),
        reportType: z.string(),
        month: z.string().meta({ description: 'The month delivered, YYYY-MM.' }),
        delivered: z.boolean(),
        fileName: z.string(),
        link: z.string().optional(),
        deliveredAt: z
          .string()
          .optional()
          .meta({ description: 'When it reached the drive (the last success).' }),
        error: z.string().optional(),
      })
      .meta({ id: 'ReportDelivered' }),
    // The brand's room (its users' drive cards) and staff, who edit every brand.
    audience: ['brand', 'staff'],
  }),
} as const;

export type EventName = keyof typeof EVENTS;
export type EventPayload<N extends EventName> = z.output<(typeof EVENTS)[N]['payload']>;
export const EVENT_NAMES = Object.keys(EVENTS) as EventName[];
/** The export-complete payload (spec 2 §7), announced to the user who asked. */
export type ExportCompletePayload = EventPayload<'export-complete'>;
