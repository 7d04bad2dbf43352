import { type Kysely, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

const inVisible = (column: string, visible: string[] | null) => inBrandScope(visible, column);

/** The user's watched brands that the user may still see, by brand code. */
export async function watchedBrands(db: Db, userId: string, visible: string[] | null) {
  const { rows } = await sql<{ brand_code: string; name: string }>`
    select b.brand_code, b.name
    from brand_watchlist w join brands b on b.brand_code = w.brand_code
    where w.user_id = ${userId}::uuid and ${inVisible('b.brand_code', visible)}
    order by b.brand_code`.execute(db);
  return rows;
}

/** The user's watched ASINs whose brand the user may see, by ASIN. */
export async function watchedAsins(db: Db, userId: string, visible: string[] | null) {
  const { rows } = await sql<{ asin: string; brand_code: string }>`
    select w.asin, min(c.brand_code) as brand_code
    from asin_watchlist w join catalog_items c on c.asin = w.asin
    where w.user_id = ${userId}::uuid and ${inVisible('c.brand_code', visible)}
    group by w.asin
    order by w.asin`.execute(db);
  return rows;
}

/** Brands created since the given time, newest first. */
export async function newBrandsSince(db: Db, since: Date, visible: string[] | null) {
  const { rows } = await sql<{ brand_code: string; name: string; created_at: Date }>`
    select brand_code, name, created_at from brands
    where created_at >= ${since} and ${inVisible('brand_code', visible)}
    order by created_at desc, brand_code`.execute(db);
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
