import { setTimeout as sleep } from 'node:timers/promises';
import type { VariationUpdateStatus } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';

/**
 * How long a dialog's submission (variation family, bulk edit v1) waits for Amazon's processing
 * report before answering PENDING ('Sorry, Amazon is taking longer than usual…'), and how often it
 * looks.
 */
export const submissionTimings = { waitMs: 25_000, pollMs: 500 };

export type SkuIssue = { code: string; message: string; severity: string; attributeNames: string[] };
export type SkuReview = { sku: string; issues: SkuIssue[] };

export interface SubmissionOutcome {
  status: VariationUpdateStatus;
  /** The SKUs refused, with their issues (empty unless INVALID). */
  refused: SkuReview[];
  message: string;
  bulkUpdateId: string;
}

/** The words of each outcome: the dialog shows them as they are. */
export interface OutcomeMessages {
  accepted: string;
  review: string;
  slow: string;
}

/**
 * Waits for a submission's SKUs to settle (accepted or refused), at most submissionTimings.waitMs:
 * ACCEPTED when every SKU was accepted, INVALID with the refused ones, PENDING when Amazon has not
 * answered in time (the bulk-update job still records the outcome when it comes).
 */
export async function submissionOutcome(
  ctx: AppContext,
  brandCode: string,
  bulkUpdateId: string,
  messages: OutcomeMessages,
): Promise<SubmissionOutcome> {
  const until = Date.now() + submissionTimings.waitMs;
  for (;;) {
    const items = await ctx.db
      .selectFrom('bulk_update_items')
      .select(['sku', 'status', 'issues'])
      .where(ofCheckedBrands(brandCode, 'bulk_update_items.brand_code'))
      .where('bulk_update_id', '=', bulkUpdateId)
      .orderBy('sku')
      .execute();
    if (items.every((i) => i.status === 'accepted' || i.status === 'refused')) {
      const refused = items.filter((i) => i.status === 'refused');
      if (refused.length === 0)
        return { status: 'ACCEPTED', refused: [], message: messages.accepted, bulkUpdateId };
      return {
        status: 'INVALID',
        refused: refused.map((i) => ({ sku: i.sku, issues: i.issues as SkuIssue[] })),
        message: messages.review,
        bulkUpdateId,
      };
    }
    if (Date.now() >= until) return { status: 'PENDING', refused: [], message: messages.slow, bulkUpdateId };
    await sleep(submissionTimings.pollMs);
  }
}
