import { setTimeout as sleep } from 'node:timers/promises';
import type { JobKind } from '@portal/schema';
import type { JobResult } from '@portal/schema/rest';
import { z } from 'zod';
import type { ListingAttributes, PatchOperation } from '../../../connectors/listings/listings-connector.ts';
import { JobError } from '../../../jobs/job-errors.ts';
import { defineJobKind } from '../../../jobs/job-kind.ts';
import { recordSubmission } from '../reflection/update-reflection.ts';
import { syncListings } from '../sync/sync-listings.ts';
import { findVersionById, setVersionStatus } from './versions.repository.ts';

export const listingSubmitRequest = z.object({
  versionId: z.number().int(),
  sellerId: z.string().min(1),
  marketplaceId: z.string().min(1),
  brandCode: z.string().min(1),
});

/** How long the job watches for the catalog to display an accepted change before the syncs take over. */
export const REFLECTION_WATCH_MS = 60_000;
const WATCH_STEP_MS = 5_000;

/**
 * Submits one editor version to the marketplace (ADR 0431): a patch of the changed attributes for an
 * update, the whole listing for a create, a revert or a product type change. Amazon only accepts a
 * submission; the job then rereads the seller's waiting listings for a while (incremental sync, which
 * recomputes reflection) so the version shows as reflected without waiting for the next sync.
 */
export const listingSubmitJob = defineJobKind({
  kind: 'listing-submit' satisfies JobKind,
  payload: listingSubmitRequest,
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 600,
  async run(job, ctx): Promise<JobResult> {
    const { versionId, ...key } = job.payload;
    const version = await findVersionById(ctx.db, versionId);
    if (!version) throw new JobError('The listing version is gone.', false);
    const attributes = version.attributes as unknown as ListingAttributes;
    if (version.status === 'QUEUED') {
      await job.progress(0, 2, 'submitting to Amazon');
      const answer =
        version.kind === 'update'
          ? await ctx.connectors.listings.patchListingsItem(key, version.sku, {
              productType: version.product_type,
              patches: version.changed_keys.map(
                (name): PatchOperation =>
                  attributes[name]
                    ? { op: 'replace', path: `/attributes/${name}`, value: attributes[name] }
                    : { op: 'delete', path: `/attributes/${name}` },
              ),
            })
          : await ctx.connectors.listings.putListingsItem(key, version.sku, {
              productType: version.product_type,
              requirements: 'LISTING',
              attributes,
            });
      await setVersionStatus(ctx.db, versionId, answer.status, {
        submissionId: answer.submissionId,
        issues: answer.issues.map((i) => ({
          message: i.message,
          code: i.code,
          attributeNames: i.attributeNames ?? [],
          fieldName: i.attributeNames?.[0] ?? '',
        })),
        ...(answer.status === 'ACCEPTED' ? { reflectingState: 0 } : {}),
      });
      if (answer.status !== 'ACCEPTED') return { summary: `version ${version.version}: ${answer.status}` };
      await recordSubmission(ctx.db, key, {
        sku: version.sku,
        submissionId: answer.submissionId,
        productType: version.product_type,
        status: answer.status,
        attributes,
        submittedAt: new Date(),
        userId: version.user_id,
      });
    }
    await job.progress(1, 2, 'waiting for Amazon to display it');
    const until = Date.now() + REFLECTION_WATCH_MS;
    let state = 0;
    while (Date.now() < until) {
      await sleep(WATCH_STEP_MS);
      await syncListings(ctx.db, ctx.connectors.listings, key, 'incremental');
      const row = await ctx.db
        .selectFrom('listings')
        .select('reflecting_state')
        .where('seller_id', '=', key.sellerId)
        .where('marketplace_id', '=', key.marketplaceId)
        .where('sku', '=', version.sku)
        .executeTakeFirst();
      state = row?.reflecting_state ?? 0;
      if (state !== 0) break;
    }
    await setVersionStatus(ctx.db, versionId, 'ACCEPTED', { reflectingState: state });
    return {
      summary: `version ${version.version}: accepted, ${state === 1 ? 'reflected' : state === 2 ? 'failed to reflect' : 'not reflected yet'}`,
    };
  },
});
