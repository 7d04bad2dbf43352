import { type Kysely, sql } from 'kysely';

// The Connect to Amazon tab and the sub-brand editor show each connection's last sync (spec 3 §2,
// issue 33): the newest finished seller-data-sync of its seller and marketplace. Only succeeded syncs
// are indexed, by the two payload keys the connections are matched on, so the lookup reads a handful
// of index entries instead of every job the queue ever kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index jobs_seller_sync_finished_idx on jobs
      ((payload->>'sellerId'), (payload->>'marketplaceId'), finished_at desc)
      where kind = 'seller-data-sync' and status = 'succeeded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_seller_sync_finished_idx`.execute(db);
}
