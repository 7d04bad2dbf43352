import { badRequest } from '../../http/http-error.ts';
import { bodyOf } from '../../http/validate.ts';
import type { BrandReportUpdate } from './brand-reports.service.ts';
import { NOTE_MAX_LENGTH } from './note-html.ts';

const MAX_REMOVED_IDS = 5_000;

function note(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.length > NOTE_MAX_LENGTH)
    throw badRequest(`${field} must be at most ${NOTE_MAX_LENGTH} characters`);
  // Sanitizing is the costly part: the service does it only after the access check.
  return value;
}

function suppressionIds(body: Record<string, unknown>): number[] {
  const value = body.removed_suppression_ids ?? [];
  if (!Array.isArray(value) || value.length > MAX_REMOVED_IDS)
    throw badRequest('removed_suppression_ids must be a list of suppression ids');
  const ids = value.map((id) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id));
  if (!ids.every((id): id is number => Number.isSafeInteger(id) && (id as number) > 0))
    throw badRequest('removed_suppression_ids must be a list of suppression ids');
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * The update payload of spec 1 §3 (brand_code, month, sales_note, ad_note, removed_suppression_ids).
 * The body must name the same brand and month as the address, so a stale form never lands elsewhere.
 */
export function parseBrandReportUpdate(raw: unknown, brandCode: string, month: string): BrandReportUpdate {
  const body = bodyOf(raw);
  if (body.brand_code !== undefined && body.brand_code !== brandCode)
    throw badRequest('brand_code does not match the report address');
  if (body.month !== undefined && body.month !== month)
    throw badRequest('month does not match the report address');
  return {
    brandCode,
    month,
    salesNote: note(body, 'sales_note'),
    adNote: note(body, 'ad_note'),
    removedSuppressionIds: suppressionIds(body),
  };
}
