import { setTimeout as sleep } from 'node:timers/promises';
import { FEED_MAX_BYTES, FEED_MAX_MESSAGES, type JobKind } from '@portal/schema';
import type { JobResult } from '@portal/schema/rest';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type {
  ListingsFeedMessage,
  ListingsFeedReport,
  PatchOperation,
} from '../../connectors/listings/listings-connector.ts';
import { ofCheckedBrands } from '../../db/brand-scope.ts';
import { defineJobKind, type RunningJob } from '../../jobs/job-kind.ts';
import { emitEvent } from '../../realtime/events.ts';
import { applyAcceptedPatches } from './accepted-patches.ts';

export const bulkUpdateRequest = z.object({
  bulkUpdateId: z.uuid(),
  sellerId: z.string().min(1),
  marketplaceId: z.string().min(1),
  brandCode: z.string().min(1),
});
export type BulkUpdateRequest = z.infer<typeof bulkUpdateRequest>;

/** How often a submitted feed's status is asked for (Amazon takes minutes; the simulator seconds). */
export const bulkUpdateTimings = { feedPollMs: 2_000 };

// The document's envelope besides the messages: header, brackets, commas.
const ENVELOPE_BYTES = 256;

/** Messages cut into feeds within Amazon's limits: 25,000 messages and 10 MiB each. */
export function feedsOf<M>(messages: M[]): M[][] {
  const feeds: M[][] = [];
  let current: M[] = [];
  let bytes = ENVELOPE_BYTES;
  for (const message of messages) {
    const size = Buffer.byteLength(JSON.stringify(message)) + 1;
    if (current.length > 0 && (current.length === FEED_MAX_MESSAGES || bytes + size > FEED_MAX_BYTES)) {
      feeds.push(current);
      current = [];
      bytes = ENVELOPE_BYTES;
    }
    current.push(message);
    bytes += size;
  }
  if (current.length > 0) feeds.push(current);
  return feeds;
}

const items = (ctx: AppContext, request: BulkUpdateRequest) =>
  ctx.db
    .selectFrom('bulk_update_items')
    .where(ofCheckedBrands(request.brandCode, 'bulk_update_items.brand_code'))
    .where('bulk_update_id', '=', request.bulkUpdateId);

/** Sends the items not yet in a feed, a feed per ≤ 25,000 messages / 10 MiB. */
async function submitPending(ctx: AppContext, request: BulkUpdateRequest) {
  const account = { sellerId: request.sellerId, marketplaceId: request.marketplaceId };
  const pending = await items(ctx, request)
    .select(['sku', 'product_type', 'patches'])
    .where('status', '=', 'pending')
    .orderBy('sku')
    .execute();
  for (const feed of feedsOf(pending)) {
    const messages: ListingsFeedMessage[] = feed.map((item, i) => ({
      messageId: i + 1,
      sku: item.sku,
      operationType: 'PATCH',
      productType: item.product_type,
      patches: item.patches as unknown as PatchOperation[],
    }));
    // A 429 here propagates: the job is sent again later, and what was submitted is not resent.
    const { feedId } = await ctx.connectors.listings.createListingsFeed(account, messages);
    await ctx.db.transaction().execute(async (trx) => {
      for (const [i, message] of messages.entries())
        await trx
          .updateTable('bulk_update_items')
          .set({ status: 'submitted', feed_id: feedId, message_id: message.messageId })
          .where(ofCheckedBrands(request.brandCode, 'bulk_update_items.brand_code'))
          .where('bulk_update_id', '=', request.bulkUpdateId)
          .where('sku', '=', feed[i]?.sku ?? '')
          .execute();
    });
  }
}

/** Waits for one feed's processing report and records, then announces, each SKU's outcome. */
async function settleFeed(
  ctx: AppContext,
  job: RunningJob<BulkUpdateRequest>,
  feedId: string,
): Promise<{ accepted: number; refused: number }> {
  const request = job.payload;
  const account = { sellerId: request.sellerId, marketplaceId: request.marketplaceId };
  let answer = await ctx.connectors.listings.getListingsFeed(account, feedId);
  while (!answer.report) {
    if (answer.processingStatus === 'FATAL' || answer.processingStatus === 'CANCELLED')
      throw new Error(`feed ${feedId} ended ${answer.processingStatus}`);
    await sleep(bulkUpdateTimings.feedPollMs);
    answer = await ctx.connectors.listings.getListingsFeed(account, feedId);
  }
  const inFeed = await items(ctx, request)
    .select(['sku', 'message_id'])
    .where('feed_id', '=', feedId)
    .where('status', '=', 'submitted')
    .execute();
  const issuesOf = new Map<number, ListingsFeedReport['issues']>();
  for (const issue of answer.report.issues)
    issuesOf.set(issue.messageId, [...(issuesOf.get(issue.messageId) ?? []), issue]);
  const outcomes = inFeed.map((item) => {
    const issues = (issuesOf.get(item.message_id ?? 0) ?? []).map((i) => ({
      code: i.code,
      message: i.message,
      severity: i.severity,
      attributeNames: i.attributeNames ?? [],
    }));
    return { sku: item.sku, issues, accepted: !issues.some((i) => i.severity === 'ERROR') };
  });
  await ctx.db.transaction().execute(async (trx) => {
    const refused = outcomes.filter((o) => !o.accepted);
    for (const outcome of refused)
      await trx
        .updateTable('bulk_update_items')
        .set({ status: 'refused', issues: JSON.stringify(outcome.issues) })
        .where(ofCheckedBrands(request.brandCode, 'bulk_update_items.brand_code'))
        .where('bulk_update_id', '=', request.bulkUpdateId)
        .where('sku', '=', outcome.sku)
        .execute();
    // The rest of the feed was accepted: one statement, whatever its size.
    await trx
      .updateTable('bulk_update_items')
      .set({ status: 'accepted' })
      .where(ofCheckedBrands(request.brandCode, 'bulk_update_items.brand_code'))
      .where('bulk_update_id', '=', request.bulkUpdateId)
      .where('feed_id', '=', feedId)
      .where('status', '=', 'submitted')
      .execute();
    // What Amazon accepted is what Your Listings shows from now on, without waiting for a sync;
    // a refused SKU's row keeps its values (docs/decisions/0614).
    await applyAcceptedPatches(
      trx,
      request,
      outcomes.filter((o) => o.accepted).map((o) => o.sku),
    );
  });
  for (const outcome of outcomes) {
    const payload = {
      bulkUpdateId: request.bulkUpdateId,
      sellerId: request.sellerId,
      marketplaceId: request.marketplaceId,
      sku: outcome.sku,
      updateAccepted: outcome.accepted,
      issues: outcome.issues,
    };
    // The seller's brand room, and staff (who may be working on any brand's listings).
    emitEvent(ctx.realtime, 'bulk-update-complete', { brand: request.brandCode }, payload);
    emitEvent(ctx.realtime, 'bulk-update-complete', { staff: true }, payload);
  }
  const accepted = outcomes.filter((o) => o.accepted).length;
  return { accepted, refused: outcomes.length - accepted };
}

/**
 * A bulk submission (bulk edit v1 and v2, CSV upload, variation family, spec 3 §4): the listings'
 * patches go to the marketplace as JSON_LISTINGS_FEED feeds, the processing reports are read, and
 * each SKU's outcome is recorded (an accepted one also on its listing row) and announced as
 * bulk-update-complete to the seller's brand. A retried attempt
 * resends nothing already in a feed; it waits for those feeds' reports instead.
 */
export const bulkUpdateJob = defineJobKind({
  kind: 'bulk-update' satisfies JobKind,
  payload: bulkUpdateRequest,
  retryLimit: 5,
  retryDelaySeconds: 30,
  // Amazon may take an hour or two over a large feed (spec 3 §4).
  expireInSeconds: 3 * 3_600,
  async run(job, ctx): Promise<JobResult> {
    const request = job.payload;
    await submitPending(ctx, request);
    const all = await items(ctx, request).select(['status', 'feed_id']).execute();
    const total = all.length;
    let settled = all.filter((i) => i.status === 'accepted' || i.status === 'refused').length;
    await job.progress(settled, total, 'Waiting for Amazon to process the feeds');
    const feedIds = [...new Set(all.filter((i) => i.status === 'submitted').map((i) => i.feed_id ?? ''))];
    for (const feedId of feedIds) {
      const outcome = await settleFeed(ctx, job, feedId);
      settled += outcome.accepted + outcome.refused;
      await job.progress(settled, total, 'Amazon processed a feed');
    }
    const counts = await items(ctx, request)
      .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    return { summary: `${count('accepted')} listings accepted, ${count('refused')} refused` };
  },
});
