import {
  addIsoDays,
  DRIVE_REPORT_TYPES,
  type DriveReportType,
  driveDeliveryFileName,
  todayUtc,
} from '@portal/schema';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { JobOwner } from '../../jobs/job-kind.ts';
import type { DriveDeliveryPayload } from './drive-delivery.job.ts';
import { queueDelivery } from './drive-delivery.repository.ts';

/**
 * When the scheduled delivery runs (ADR 0582): 06:00 UTC on the 2nd of each month, after the daily
 * sync (05:00) has loaded the month's last day, for the month that just ended.
 */
export const DRIVE_DELIVERY_CRON = '0 6 2 * *';

/** The month before `today`'s, as its first and last day. */
export function previousMonth(today: string): { month: string; from: string; to: string } {
  const to = addIsoDays(`${today.slice(0, 7)}-01`, -1);
  return { month: to.slice(0, 7), from: `${to.slice(0, 7)}-01`, to };
}

const isDriveType = (type: string): type is DriveReportType =>
  (DRIVE_REPORT_TYPES as readonly string[]).includes(type);

/**
 * The scheduled deliveries: every brand's mapped folder (brands.google_drive_folders), for the month
 * that ended. A type already delivered for that month, or on its way, is not sent again, so a tick
 * delivered twice (or a Send now of the same month) makes no second copy. Each is queued here, as
 * Send now queues it, and its job binds itself to the row when it starts.
 */
export async function planScheduledDeliveries(
  ctx: Pick<AppContext, 'db'>,
  now: Date = new Date(),
): Promise<{ owner: JobOwner; payload: DriveDeliveryPayload }[]> {
  const { month, from, to } = previousMonth(todayUtc(now));
  const { rows } = await sql<{ brand_code: string; report_type: string; folder_id: string }>`
    select b.brand_code, f.key as report_type, f.value as folder_id
    from brands b, jsonb_each_text(coalesce(b.google_drive_folders, '{}'::jsonb)) f
    where /* brand-scope: unscoped */ true
      and trim(f.value) <> ''
      and not exists (
        select 1 from drive_deliveries d
        where /* brand-scope: unscoped */ d.brand_code = b.brand_code and d.report_type = f.key
          and d.month = ${month} and d.status in ('queued', 'delivered'))
    order by 1, 2`.execute(ctx.db);
  const planned: { owner: JobOwner; payload: DriveDeliveryPayload }[] = [];
  for (const row of rows) {
    if (!isDriveType(row.report_type)) continue;
    const fileName = driveDeliveryFileName(row.brand_code, row.report_type, month);
    const queued = await queueDelivery(ctx.db, {
      brandCode: row.brand_code,
      reportType: row.report_type,
      month,
      folderId: row.folder_id,
      fileName,
    });
    planned.push({
      // The portal's own work: no user owns it; the brand's room hears report-delivered.
      owner: { userId: null, brandCode: row.brand_code },
      payload: {
        deliveryId: queued.id,
        brandCode: row.brand_code,
        reportType: row.report_type,
        from,
        to,
        folderId: row.folder_id,
        fileName,
      },
    });
  }
  return planned;
}
