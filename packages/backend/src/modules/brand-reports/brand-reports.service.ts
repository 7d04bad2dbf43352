import { addMonths, isReportMonth, monthOf, REPORT_START_MONTH, reportWindow } from '@portal/schema';
import type { brandReportsContract, RouteBody } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import { brandVisible } from '../../db/brand-scope.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import { type Principal, visibleBrandCodes } from '../auth/principal.ts';
import { brandAssetUrl } from './brand-asset-links.ts';
import { type RestBrandReport, toMonthlySales, toSuppression } from './brand-report-shapes.ts';
import {
  findBrand,
  findReportNotes,
  listReportNotes,
  monthlySales,
  saveReportNotes,
  suppressionIdsOfBrand,
  suppressionsDuring,
} from './brand-reports.repository.ts';
import { sanitizeNote } from './note-html.ts';

export const BRAND_REPORT_FORBIDDEN = 'You do not have access to the reports of this brand';
export const BRAND_NOT_FOUND = 'Brand not found';

// The latest month anyone may open: a user east of UTC can be in the next month already.
const EARLIEST_TIME_ZONE_AHEAD_MS = 14 * 3_600_000;
export const lastReportMonth = (now = new Date()): string =>
  monthOf(new Date(now.getTime() + EARLIEST_TIME_ZONE_AHEAD_MS));

/**
 * Brand scoping (the permission was checked by the route): a brand user opens only its brand and
 * sub brands. Unknown brands are 404 for staff and 403 for
 * brand users, so a brand user learns nothing about other brand codes.
 */
async function reportBrand(ctx: AppContext, principal: Principal, brandCode: string) {
  const visible = visibleBrandCodes(principal);
  if (!brandVisible(visible, brandCode)) throw forbidden(BRAND_REPORT_FORBIDDEN);
  const brand = await findBrand(ctx.db, brandCode);
  if (!brand) throw notFound(BRAND_NOT_FOUND);
  return brand;
}

function checkMonth(month: string, now: Date): void {
  const last = lastReportMonth(now);
  if (!isReportMonth(month, last))
    throw badRequest(`Month must be written YYYY-MM and lie between ${REPORT_START_MONTH} and ${last}`);
}

/** GET /brandreports/{brand_code}: the stored reports' notes (months without a report are absent). */
export async function listBrandReports(ctx: AppContext, principal: Principal, brandCode: string) {
  await reportBrand(ctx, principal, brandCode);
  return { rows: await listReportNotes(ctx.db, brandCode, REPORT_START_MONTH, lastReportMonth()) };
}

const monthStart = (month: string): Date => new Date(`${month}-01T00:00:00Z`);

/**
 * The moment a still-down suppression's hours are counted to: now while the month runs, the
 * month's end once it has closed, so a reprinted report of a closed month never changes.
 */
export const suppressionCountedUntil = (month: string, now: Date): Date => {
  const end = monthStart(addMonths(month, 1));
  return now < end ? now : end;
};

/** GET /brandreports/{brand_code}/{month}: the brand report response of spec 1 §3. */
export async function getBrandReport(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  month: string,
  now = new Date(),
): Promise<RestBrandReport> {
  checkMonth(month, now);
  const brand = await reportBrand(ctx, principal, brandCode);
  const window = reportWindow(month);
  const [notes, sales, suppressions] = await Promise.all([
    findReportNotes(ctx.db, brandCode, month),
    monthlySales(ctx.db, brandCode, window[0] ?? month, month),
    suppressionsDuring(ctx.db, brandCode, monthStart(month), monthStart(addMonths(month, 1))),
  ]);
  return {
    brandInfo: {
      name: brand.name,
      logo: await brandAssetUrl(ctx, brandCode, 'logo'),
      product_image: await brandAssetUrl(ctx, brandCode, 'product-image'),
      brand_code: brand.brand_code,
      removed_suppression_ids: notes?.removed_suppression_ids ?? [],
    },
    notes: { sales_note: notes?.sales_note ?? null, ad_note: notes?.ad_note ?? null },
    suppressions: suppressions.map((row) => toSuppression(row, suppressionCountedUntil(month, now))),
    sales_by_month: sales.map(toMonthlySales),
  };
}

export interface BrandReportUpdate {
  brandCode: string;
  month: string;
  salesNote: string | null;
  adNote: string | null;
  removedSuppressionIds: number[];
}

/**
 * The update of PUT /brandreports/{brand_code}/{month} from its checked body. The body must name the
 * same brand and month as the address, so a stale form never lands elsewhere; notes are sanitized
 * by updateBrandReport once the caller is known to may write the brand.
 */
export function reportUpdateOf(
  brandCode: string,
  month: string,
  body: RouteBody<typeof brandReportsContract.update>,
): BrandReportUpdate {
  if (body.brand_code !== undefined && body.brand_code !== brandCode)
    throw badRequest('brand_code does not match the report address');
  if (body.month !== undefined && body.month !== month)
    throw badRequest('month does not match the report address');
  return {
    brandCode,
    month,
    // Raw here: sanitizing is the costly part, done only after the brand access check.
    salesNote: body.sales_note ?? null,
    adNote: body.ad_note ?? null,
    removedSuppressionIds: body.removed_suppression_ids,
  };
}

/** PUT /brandreports/{brand_code}/{month}: all or nothing; answers the updated report. */
export async function updateBrandReport(
  ctx: AppContext,
  principal: Principal,
  update: BrandReportUpdate,
): Promise<RestBrandReport> {
  checkMonth(update.month, new Date());
  // Access first: a caller who may not write this brand costs a lookup, never an HTML sanitize.
  await reportBrand(ctx, principal, update.brandCode);
  const salesNote = await sanitizeNote(update.salesNote);
  const adNote = await sanitizeNote(update.adNote);
  const known = await suppressionIdsOfBrand(ctx.db, update.brandCode, update.removedSuppressionIds);
  const unknown = update.removedSuppressionIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`Unknown suppression id for this brand: ${unknown.join(', ')}`);
  await saveReportNotes(ctx.db, { ...update, salesNote, adNote, userId: principal.userId });
  return getBrandReport(ctx, principal, update.brandCode, update.month);
}
