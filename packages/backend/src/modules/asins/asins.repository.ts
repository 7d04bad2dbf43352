import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface AsinRecord {
  asin: string;
  brand_code: string;
  parent_asin: string | null;
  brand_name: string;
  think_tank: string | null;
  account_manager: string | null;
  watched: boolean;
}

export interface AsinQuery {
  /** Brand codes the caller may see; null: every brand. */
  visible: string[] | null;
  userId: string;
  filter?: { field: 'asin' | 'brand_code' | 'account_manager'; value: string };
  sort: { field: 'asin' | 'brand_code' | 'account_manager'; order: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

const SORT_COLUMN = {
  asin: sql`a.asin`,
  brand_code: sql`a.brand_code`,
  account_manager: sql`am.email`,
} as const;

const FILTER = {
  asin: (value: string) => sql`a.asin = ${value.trim().toUpperCase()}`,
  brand_code: (value: string) => sql`a.brand_code = ${value.trim()}`,
  account_manager: (value: string) => sql`lower(am.email) = ${value.trim().toLowerCase()}`,
} as const;

// An ASIN is the catalog's: one row per ASIN and brand, its parent the listings' (any of its SKUs).
const asinRows = (visible: string[] | null, asin?: string): RawBuilder<unknown> => sql`
  select ci.asin, ci.brand_code, max(ci.parent_asin) as parent_asin
  from catalog_items ci
  where ${inBrandScope(visible, 'ci.brand_code')}
    and ${asin === undefined ? sql`true` : sql`ci.asin = ${asin}`}
  group by ci.asin, ci.brand_code`;

const withBrand = () => sql`
  select a.asin, a.brand_code, nullif(a.parent_asin, a.asin) as parent_asin, b.name as brand_name,
    b.think_tank, am.email as account_manager, (w.asin is not null) as watched`;

const joins = (userId: string) => sql`
  join brands b on b.brand_code = a.brand_code
  left join users am on am.id = b.account_manager_id
  left join asin_watchlist w on w.asin = a.asin and w.user_id = ${userId}::uuid`;

/** One page of the ASINs grid and the count of all matching rows. */
export async function listAsins(db: Db, q: AsinQuery): Promise<{ rows: AsinRecord[]; count: number }> {
  const where = q.filter ? FILTER[q.filter.field](q.filter.value) : sql`true`;
  const order = sql.raw(q.sort.order === 'desc' ? 'desc' : 'asc');
  const { rows } = await sql<AsinRecord & { total: string }>`
    ${withBrand()}, count(*) over () as total
    from (${asinRows(q.visible)}) a
    ${joins(q.userId)}
    where ${where}
    order by ${SORT_COLUMN[q.sort.field]} ${order} nulls last, a.asin, a.brand_code
    limit ${q.pageSize} offset ${q.page * q.pageSize}`.execute(db);
  const count = rows[0] ? Number(rows[0].total) : await countAsins(db, q, where);
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}

// A page past the end has no row to carry the window count.
async function countAsins(db: Db, q: AsinQuery, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from (${asinRows(q.visible)}) a ${joins(q.userId)} where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** One ASIN within the brands the caller may see; undefined when there is none. */
export async function findAsin(
  db: Db,
  visible: string[] | null,
  userId: string,
  asin: string,
): Promise<AsinRecord | undefined> {
  const { rows } = await sql<AsinRecord>`
    ${withBrand()}
    from (${asinRows(visible, asin)}) a
    ${joins(userId)}
    order by a.brand_code
    limit 1`.execute(db);
  return rows[0];
}

/** Sets the parent ASIN of every SKU of the ASIN in the brand. */
export async function setParentAsin(db: Db, asin: string, brandCode: string, parent: string | null) {
  await db
    .updateTable('catalog_items')
    .set({ parent_asin: parent, updated_at: new Date() })
    .where('asin', '=', asin)
    .where('brand_code', '=', brandCode)
    .execute();
}

export async function setAsinWatched(db: Db, userId: string, asin: string, watched: boolean) {
  if (watched)
    await db
      .insertInto('asin_watchlist')
      .values({ user_id: userId, asin })
      .onConflict((c) => c.doNothing())
      .execute();
  else await db.deleteFrom('asin_watchlist').where('user_id', '=', userId).where('asin', '=', asin).execute();
}
