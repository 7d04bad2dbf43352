import { type Kysely, sql } from 'kysely';

// Every brand's buyer counts read from the key alone (docs/decisions/0633). The insights page's
// purchasers per brand sum a period's rows of brand_daily_buyer_counts for one marketplace; its
// primary key, (marketplace, day, brand, previous day, second previous day, several), holds every
// column the read tests, but not the `buyers` it sums, so the planner read the whole table in a
// parallel sequential scan (457k rows at 16× demo data for the 100k of one marketplace's 90 days).
// The same key with `buyers` included makes the read an index-only scan of the period's entries.
// It is one index rewritten, not one more for every load to keep.
//
// An index-only scan is only chosen while the visibility map is current (the planner went back to
// the sequential scan below ~80 % of the pages all-visible), and a load rewrites a few days of the
// table: vacuumed after 2 % of its rows changed or were added (PostgreSQL's default: 20 %), and by
// the loading path after a wave of loads (pipeline/analyze-facts.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brand_daily_buyer_counts drop constraint brand_daily_buyer_counts_pk`.execute(db);
  await sql`
    alter table brand_daily_buyer_counts add constraint brand_daily_buyer_counts_pk
    primary key (marketplace_id, purchase_day, brand_code, previous_day, second_previous_day, several)
    include (buyers)`.execute(db);
  await sql`
    alter table brand_daily_buyer_counts set (
      autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table brand_daily_buyer_counts reset (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor)`.execute(
    db,
  );
  await sql`alter table brand_daily_buyer_counts drop constraint brand_daily_buyer_counts_pk`.execute(db);
  await sql`
    alter table brand_daily_buyer_counts add constraint brand_daily_buyer_counts_pk
    primary key (marketplace_id, purchase_day, brand_code, previous_day, second_previous_day, several)`.execute(
    db,
  );
}
