import { type Kysely, sql } from 'kysely';

// The listings page at 50,000 listings (docs/decisions/0404). Counting the matching rows and the
// counts by status over the whole table cost most of each request, so the counts are kept: one row
// per seller, marketplace and combination of what the filters ask (archived, status, top level for
// group-by, in a variation, at risk), kept by statement triggers that add what a statement inserted
// and take away what it removed. The triggers see every writer (sync, reflection, a brand's
// cascade) without any of them having to remember.
// The title/ASIN/SKU search gets a trigram index where PostgreSQL has pg_trgm (production);
// PGlite ships without it, and the same `ilike` then scans, which demo sizes afford.
// Pages sorted by another column than SKU get their own index, and every page index carries the
// filters' columns so a page's SKUs are found from the index alone (the rows are read after).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table listing_counts (
      seller_id text not null,
      marketplace_id text not null,
      archived boolean not null,
      status text not null,
      top_level boolean not null,
      in_variation boolean not null,
      at_risk boolean not null,
      n bigint not null,
      errors bigint not null,
      warnings bigint not null,
      infos bigint not null,
      primary key (seller_id, marketplace_id, archived, status, top_level, in_variation, at_risk)
    )`.execute(db);

  await sql`
    create function listing_counts_apply() returns trigger language plpgsql as $$
    begin
      if TG_OP <> 'INSERT' then
        insert into listing_counts as c
          select seller_id, marketplace_id, archived, status, parent_sku is null,
            parentage_level is not null,
            enforcements && array['LISTING_SUPPRESSED','SEARCH_SUPPRESSED']::text[],
            -count(*), -sum(error_count), -sum(warning_count), -sum(info_count)
          from old_rows group by 1, 2, 3, 4, 5, 6, 7
        on conflict (seller_id, marketplace_id, archived, status, top_level, in_variation, at_risk)
        do update set n = c.n + excluded.n, errors = c.errors + excluded.errors,
          warnings = c.warnings + excluded.warnings, infos = c.infos + excluded.infos;
      end if;
      if TG_OP <> 'DELETE' then
        insert into listing_counts as c
          select seller_id, marketplace_id, archived, status, parent_sku is null,
            parentage_level is not null,
            enforcements && array['LISTING_SUPPRESSED','SEARCH_SUPPRESSED']::text[],
            count(*), sum(error_count), sum(warning_count), sum(info_count)
          from new_rows group by 1, 2, 3, 4, 5, 6, 7
        on conflict (seller_id, marketplace_id, archived, status, top_level, in_variation, at_risk)
        do update set n = c.n + excluded.n, errors = c.errors + excluded.errors,
          warnings = c.warnings + excluded.warnings, infos = c.infos + excluded.infos;
      end if;
      return null;
    end $$`.execute(db);
  // A trigger with transition tables answers one event, hence three.
  await sql`
    create trigger listing_counts_insert after insert on listings
    referencing new table as new_rows for each statement execute function listing_counts_apply()`.execute(db);
  await sql`
    create trigger listing_counts_update after update on listings
    referencing old table as old_rows new table as new_rows
    for each statement execute function listing_counts_apply()`.execute(db);
  await sql`
    create trigger listing_counts_delete after delete on listings
    referencing old table as old_rows for each statement execute function listing_counts_apply()`.execute(db);
  await sql`
    insert into listing_counts
      select seller_id, marketplace_id, archived, status, parent_sku is null, parentage_level is not null,
        enforcements && array['LISTING_SUPPRESSED','SEARCH_SUPPRESSED']::text[],
        count(*), sum(error_count), sum(warning_count), sum(info_count)
      from listings group by 1, 2, 3, 4, 5, 6, 7`.execute(db);

  // Page indexes: the filters' columns included so a page's keys come from the index alone.
  await sql`drop index listings_page_idx`.execute(db);
  for (const [name, column] of PAGE_SORTS) {
    await sql`
      create index ${sql.id(name)} on listings (seller_id, marketplace_id, archived, ${sql.raw(column)}sku)
      include (status, parent_sku, parentage_level, enforcements)`.execute(db);
  }

  // Attributes, summaries and what the catalog displays came to 2.5 KB a row, kept in the row
  // itself (under the 2 KB default toast target each): every page and search read 126 MB for 50,000
  // listings. Moved out of line the rows are ~330 bytes (16 MB); a page reads its 40 rows' issues only.
  await sql`alter table listings set (toast_tuple_target = 256)`.execute(db);

  const { rows } = await sql<{ one: number }>`
    select 1 as one from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows.length > 0) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`
      create index listings_search_idx on listings
      using gin ((${sql.raw(listingSearchText())}) gin_trgm_ops)`.execute(db);
  }
}

/**
 * What the search box looks in (SKU, ASIN and title), its columns qualified by `alias`: the list's
 * query names the very expression the index is built on, or the index is not used.
 */
export const listingSearchText = (alias = '') =>
  `${alias}sku || ' ' || coalesce(${alias}asin, '') || ' ' || coalesce(${alias}item_name, '')`;

const PAGE_SORTS = [
  ['listings_page_idx', ''],
  ['listings_page_title_idx', 'item_name, '],
  ['listings_page_asin_idx', 'asin, '],
  ['listings_page_status_idx', 'status, '],
  ['listings_page_updated_idx', 'last_updated_date, '],
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists listings_search_idx`.execute(db);
  await sql`alter table listings reset (toast_tuple_target)`.execute(db);
  for (const [name] of PAGE_SORTS) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await sql`create index listings_page_idx on listings (seller_id, marketplace_id, archived, sku)`.execute(
    db,
  );
  await sql`drop trigger listing_counts_insert on listings`.execute(db);
  await sql`drop trigger listing_counts_update on listings`.execute(db);
  await sql`drop trigger listing_counts_delete on listings`.execute(db);
  await sql`drop function listing_counts_apply()`.execute(db);
  await sql`drop table listing_counts`.execute(db);
}
