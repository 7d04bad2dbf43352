import { LISTING_SECTIONS, REFLECTING_STATES } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { CatalogItem, ListingAttributes } from '../../../connectors/listings/listings-connector.ts';
import type { Database } from '../../../db/schema.ts';
import type { SellerKey } from '../sync/store-listings.ts';
import { compareWithCatalog } from './compare.ts';
import type { FieldGroup } from './field-groups.ts';

/**
 * How long after its acceptance a change may still be on its way: later, a group Amazon does not
 * display counts as failed (Amazon speaks of 15 minutes to a few hours; docs/decisions/0402).
 */
export const REFLECTION_DEADLINE_MS = 6 * 3_600_000;

type GroupStates = Partial<Record<FieldGroup, { state: number; at: string }>>;

/**
 * Compares each submission of the seller with what the catalog now displays and records, per
 * field group, when it reflected; sets the listing's reflecting state (0 waiting, 1 reflected,
 * 2 failed) and, the moment every group matches, marks it recently reflected. Answers the number
 * of listings whose state changed.
 */
export async function updateReflection(
  db: Kysely<Database>,
  key: SellerKey,
  options: { now?: Date; deadlineMs?: number; skus?: readonly string[] } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const deadline = options.deadlineMs ?? REFLECTION_DEADLINE_MS;
  let query = db
    .selectFrom('listing_submissions as s')
    .innerJoin('listings as l', (j) =>
      j
        .onRef('l.seller_id', '=', 's.seller_id')
        .onRef('l.marketplace_id', '=', 's.marketplace_id')
        .onRef('l.sku', '=', 's.sku'),
    )
    .select([
      's.sku',
      's.submission_id',
      's.attributes',
      's.submitted_at',
      's.groups',
      'l.displayed',
      'l.reflecting_state',
    ])
    .where('s.seller_id', '=', key.sellerId)
    .where('s.marketplace_id', '=', key.marketplaceId);
  if (options.skus) query = query.where('s.sku', 'in', options.skus.length ? [...options.skus] : ['']);
  const rows = await query.execute();
  let changed = 0;
  for (const row of rows) {
    const { matches } = compareWithCatalog(
      row.attributes as unknown as ListingAttributes,
      row.displayed as unknown as CatalogItem | null,
    );
    const late = now.getTime() - new Date(row.submitted_at as unknown as string).getTime() > deadline;
    const before = (row.groups ?? {}) as unknown as GroupStates;
    const groups: GroupStates = {};
    const events: { event: string; group: FieldGroup | null }[] = [];
    for (const group of LISTING_SECTIONS) {
      const previous = before[group];
      const state = matches[group]
        ? REFLECTING_STATES.reflected
        : late
          ? REFLECTING_STATES.failed
          : REFLECTING_STATES.notReflected;
      groups[group] = previous?.state === state ? previous : { state, at: now.toISOString() };
      if (previous?.state !== state && state === REFLECTING_STATES.reflected && previous !== undefined)
        events.push({ event: 'group-reflected', group });
      if (previous?.state !== state && state === REFLECTING_STATES.failed)
        events.push({ event: 'failed', group });
    }
    const states = Object.values(groups).map((g) => g?.state);
    const listingState = states.every((s) => s === REFLECTING_STATES.reflected)
      ? REFLECTING_STATES.reflected
      : states.includes(REFLECTING_STATES.failed)
        ? REFLECTING_STATES.failed
        : REFLECTING_STATES.notReflected;
    const becameReflected =
      listingState === REFLECTING_STATES.reflected && row.reflecting_state !== listingState;
    if (becameReflected) events.push({ event: 'reflected', group: null });
    if (JSON.stringify(groups) !== JSON.stringify(before))
      await db
        .updateTable('listing_submissions')
        .set({ groups: JSON.stringify(groups) as never })
        .where('seller_id', '=', key.sellerId)
        .where('marketplace_id', '=', key.marketplaceId)
        .where('sku', '=', row.sku)
        .execute();
    if (events.length > 0)
      await db
        .insertInto('listing_reflection_events')
        .values(
          events.map((e) => ({
            seller_id: key.sellerId,
            marketplace_id: key.marketplaceId,
            sku: row.sku,
            submission_id: row.submission_id,
            event: e.event,
            field_group: e.group,
            at: now.toISOString(),
          })),
        )
        .execute();
    if (row.reflecting_state !== listingState) {
      changed += 1;
      await db
        .updateTable('listings')
        .set({
          reflecting_state: listingState,
          ...(becameReflected ? { recently_reflected: true, reflected_at: now.toISOString() } : {}),
        })
        .where('seller_id', '=', key.sellerId)
        .where('marketplace_id', '=', key.marketplaceId)
        .where('sku', '=', row.sku)
        .execute();
    }
  }
  return changed;
}

/** Records a submission Amazon accepted: what was sent and when, every group waiting again. */
export async function recordSubmission(
  db: Kysely<Database>,
  key: SellerKey,
  submission: {
    sku: string;
    submissionId: string;
    productType: string;
    status: string;
    attributes: ListingAttributes;
    submittedAt: Date;
    userId: string | null;
  },
): Promise<void> {
  const values = {
    seller_id: key.sellerId,
    marketplace_id: key.marketplaceId,
    sku: submission.sku,
    submission_id: submission.submissionId,
    product_type: submission.productType,
    status: submission.status,
    attributes: JSON.stringify(submission.attributes),
    issues: '[]',
    submitted_at: submission.submittedAt.toISOString(),
    groups: '{}',
    user_id: submission.userId,
  };
  await db
    .insertInto('listing_submissions')
    .values(values as never)
    .onConflict((oc) => oc.columns(['seller_id', 'marketplace_id', 'sku']).doUpdateSet(values as never))
    .execute();
  await db
    .insertInto('listing_reflection_events')
    .values(
      ['submitted', 'accepted'].map((event) => ({
        seller_id: key.sellerId,
        marketplace_id: key.marketplaceId,
        sku: submission.sku,
        submission_id: submission.submissionId,
        event,
        field_group: null,
        at: submission.submittedAt.toISOString(),
      })),
    )
    .execute();
  await sql`update listings set reflecting_state = 0
    where seller_id = ${key.sellerId} and marketplace_id = ${key.marketplaceId} and sku = ${submission.sku}`.execute(
    db,
  );
}
