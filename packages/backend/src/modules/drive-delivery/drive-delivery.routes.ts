import {
  AGENCY_REPORT_MESSAGES,
  AGENCY_REPORT_TYPE_INFO,
  DRIVE_MESSAGES,
  type DriveReportType,
  driveDeliveryFileName,
  hasPermission,
} from '@portal/schema';
import type { driveDeliveryContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import { accessSubjectOf } from '../../http/contract-route.ts';
import { badRequest, forbidden } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { scopedBrand } from '../brands/brand-scope.ts';
import type { ContractHandlers } from '../manifest.ts';
import { driveDeliveryJob } from './drive-delivery.job.ts';
import { bindJob, deliveryOf, listDeliveries, queueDelivery } from './drive-delivery.repository.ts';

/** The folder mapped to the type on the brand (brands.google_drive_folders), or the spec's 400. */
async function folderOf(ctx: AppContext, principal: Principal, brandCode: string, type: DriveReportType) {
  await scopedBrand(ctx, principal, brandCode);
  const brand = await ctx.db
    .selectFrom('brands')
    .select('google_drive_folders')
    .where(ofCheckedBrands(brandCode, 'brand_code'))
    .executeTakeFirstOrThrow();
  const folders = (brand.google_drive_folders ?? {}) as Record<string, unknown>;
  const folderId = folders[type];
  if (typeof folderId !== 'string' || folderId.trim() === '') throw badRequest(DRIVE_MESSAGES.noFolder);
  return folderId;
}

/** A type that needs more than drive.manage (commissions) is refused as on the agency reports. */
function checkType(principal: Principal, type: DriveReportType): void {
  const needs = AGENCY_REPORT_TYPE_INFO[type].permission;
  if (needs && !hasPermission(accessSubjectOf(principal), needs))
    throw forbidden(AGENCY_REPORT_MESSAGES.typeRefused);
}

/** Spec 3 §7 'POST reports/send-now' and the drive table's reads (ADR 0535). */
export const driveDeliveryHandlers = (ctx: AppContext): ContractHandlers<typeof driveDeliveryContract> => ({
  sendNow: async ({ principal, body }) => {
    const { brandCode, reportType, dataStartTime: from, dataEndTime: to } = body;
    checkType(principal, reportType);
    const folderId = await folderOf(ctx, principal, brandCode, reportType);
    const month = from.slice(0, 7);
    const fileName = driveDeliveryFileName(brandCode, reportType, month);
    const queued = await queueDelivery(ctx.db, { brandCode, reportType, month, folderId, fileName });
    const owner = { userId: principal.userId, brandCode: principal.brandCode ?? null };
    const job = await ctx.jobs.enqueue(ctx, driveDeliveryJob.kind, owner, {
      deliveryId: queued.id,
      brandCode,
      reportType,
      from,
      to,
      folderId,
      fileName,
    });
    const bound = await bindJob(ctx.db, queued.id, brandCode, job.id);
    return { jobId: job.id, delivery: deliveryOf(bound) };
  },
  deliveries: async ({ principal, params }) => {
    await scopedBrand(ctx, principal, params.brandCode);
    const rows = await listDeliveries(ctx.db, visibleBrandCodes(principal), params.brandCode);
    return rows.map(deliveryOf);
  },
  files: async ({ principal, params }) => {
    const folderId = await folderOf(ctx, principal, params.brandCode, params.reportType);
    const files = await ctx.connectors.drive.list(folderId);
    return files.map((f) => ({ id: f.id, folder_id: f.folderId, name: f.name, size: f.size, link: f.link }));
  },
  // Development tools: the monthly tick on demand, through the schedule's own queue and worker.
  devTick: async () => {
    await ctx.jobs.tick(driveDeliveryJob.kind);
  },
});
