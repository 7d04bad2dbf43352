import type { DriveReportType } from '@portal/schema';
import type { RestDriveDelivery } from '@portal/schema/rest';
import type { Kysely, Selectable } from 'kysely';
import { inBrandScope, ofCheckedBrands, type VisibleBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

type DeliveryRow = Selectable<Database['drive_deliveries']>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const deliveryOf = (row: DeliveryRow): RestDriveDelivery => ({
  id: row.id,
  brand_code: row.brand_code,
  report_type: row.report_type as DriveReportType,
  month: row.month,
  folder_id: row.folder_id,
  status: row.status as RestDriveDelivery['status'],
  file_id: row.file_id,
  file_name: row.file_name,
  link: row.link,
  error: row.error,
  job_id: row.job_id,
  requested_at: new Date(row.requested_at).toISOString(),
  delivered_at: iso(row.delivered_at),
});

/**
 * Queues the delivery of a brand's type and month: a new row, or the month's row again (queued,
 * its last file and error kept until the new job ends) — one row per brand, type and month.
 */
export async function queueDelivery(
  db: Kysely<Database>,
  delivery: {
    brandCode: string;
    reportType: DriveReportType;
    month: string;
    folderId: string;
    fileName: string;
  },
): Promise<DeliveryRow> {
  return db
    .insertInto('drive_deliveries')
    .values({
      brand_code: delivery.brandCode,
      report_type: delivery.reportType,
      month: delivery.month,
      folder_id: delivery.folderId,
      file_name: delivery.fileName,
      status: 'queued',
    })
    .onConflict((oc) =>
      oc.constraint('drive_deliveries_once_a_month').doUpdateSet({
        folder_id: delivery.folderId,
        file_name: delivery.fileName,
        status: 'queued',
        error: null,
        job_id: null,
        requested_at: new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Binds the queued row to its job (an older job of the month then no longer writes to it). */
export async function bindJob(db: Kysely<Database>, id: string, brandCode: string, jobId: string) {
  return db
    .updateTable('drive_deliveries')
    .set({ job_id: jobId })
    .where('id', '=', id)
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Binds a row no job has bound yet to the job that starts on it (scheduled, or Send now's race). */
export async function claimDelivery(db: Kysely<Database>, id: string, brandCode: string, jobId: string) {
  await db
    .updateTable('drive_deliveries')
    .set({ job_id: jobId })
    .where('id', '=', id)
    .where('job_id', 'is', null)
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .execute();
}

/** The job's outcome, written only while the row is still this job's. */
export async function settleDelivery(
  db: Kysely<Database>,
  where: { id: string; brandCode: string; jobId: string },
  outcome:
    | { status: 'delivered'; fileId: string; link: string; fileName: string }
    | { status: 'failed'; error: string },
): Promise<boolean> {
  const set =
    outcome.status === 'delivered'
      ? {
          status: outcome.status,
          file_id: outcome.fileId,
          link: outcome.link,
          file_name: outcome.fileName,
          error: null,
          delivered_at: new Date(),
        }
      : { status: outcome.status, error: outcome.error };
  const result = await db
    .updateTable('drive_deliveries')
    .set(set)
    .where('id', '=', where.id)
    .where('job_id', '=', where.jobId)
    .where(ofCheckedBrands(where.brandCode, 'brand_code'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The brand's deliveries the caller may see, newest first. */
export async function listDeliveries(
  db: Kysely<Database>,
  visible: VisibleBrands,
  brandCode: string,
): Promise<DeliveryRow[]> {
  return db
    .selectFrom('drive_deliveries')
    .selectAll()
    .where('brand_code', '=', brandCode)
    .where(inBrandScope(visible, 'brand_code'))
    .orderBy('requested_at', 'desc')
    .orderBy('report_type')
    .limit(500)
    .execute();
}

/** The brand and its sub brands: the rows a brand's report keeps. */
export async function brandWithSubBrands(db: Kysely<Database>, brandCode: string): Promise<string[]> {
  const subs = await db
    .selectFrom('brands')
    .select('brand_code')
    .where(ofCheckedBrands(brandCode, 'parent_brand_code'))
    .execute();
  return [brandCode, ...subs.map((s) => s.brand_code)];
}
