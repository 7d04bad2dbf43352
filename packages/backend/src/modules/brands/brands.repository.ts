import type { BRANDS_FILTER_FIELDS, BRANDS_SORT_FIELDS } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import { inBrandScope, ofCheckedBrands } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type BrandSortField = (typeof BRANDS_SORT_FIELDS)[number];
export type BrandFilterField = (typeof BRANDS_FILTER_FIELDS)[number];

export interface BrandQuery {
  /** null: every brand (staff); else only these codes. */
  visible: string[] | null;
  codes?: string[];
  filterField?: BrandFilterField;
  filterValue?: string;
  sortField: BrandSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

// Sort and filter columns of the grid, by the names the contract accepts.
const COLUMN = {
  brand_status: 's.name',
  brand_type: 't.name',
  account_manager: 'am.name',
  brand_code: 'b.brand_code',
  name: 'b.name',
  created_at: 'b.created_at',
  monthly_ad_budget: 'b.monthly_ad_budget',
  revenue_rate_30d: 'b.revenue_rate_30d',
} as const;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function brandsWithNames(db: Db) {
  return db
    .selectFrom('brands as b')
    .leftJoin('brand_statuses as s', 's.id', 'b.status_id')
    .leftJoin('brand_types as t', 't.id', 'b.type_id')
    .leftJoin('order_methods as om', 'om.id', 'b.ordering_method_id')
    .leftJoin('agreement_types as at', 'at.id', 'b.agreement_type_id')
    .leftJoin('users as am', 'am.id', 'b.account_manager_id');
}

function filtered(db: Db, q: Omit<BrandQuery, 'sortField' | 'sortOrder' | 'page' | 'pageSize'>) {
  let query = brandsWithNames(db);
  query = query.where(inBrandScope(q.visible, 'b.brand_code'));
  if (q.codes) query = query.where('b.brand_code', 'in', q.codes.length > 0 ? q.codes : ['']);
  if (q.filterField && q.filterValue) {
    const column = COLUMN[q.filterField];
    query = query.where(
      sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(q.filterValue.toLowerCase())}%`}`,
    );
  }
  return query;
}

/** The brand columns and the names of its lookups, as one row. */
const selectBrand = <Q extends ReturnType<typeof brandsWithNames>>(query: Q) =>
  query
    .selectAll('b')
    .select([
      's.name as status_name',
      't.name as type_name',
      'om.name as ordering_method',
      'at.name as agreement_type',
      'am.name as account_manager',
    ]);

export type BrandJoinedRow = Awaited<ReturnType<typeof findBrands>>[number];

/** One page of brands and the count of all that match. */
export async function listBrands(db: Db, q: BrandQuery) {
  const base = filtered(db, q);
  const column = COLUMN[q.sortField];
  const [rows, total] = await Promise.all([
    selectBrand(base)
      .orderBy(sql.ref(column), (ob) => (q.sortOrder === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('b.brand_code')
      .limit(q.pageSize)
      .offset(q.page * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

export function findBrands(db: Db, codes: string[]) {
  return selectBrand(filtered(db, { visible: null, codes })).execute();
}

/** What a brand carries beside its row, for a page of brands at once. */
export async function brandExtras(db: Db, codes: string[], userId: string) {
  if (codes.length === 0) return emptyExtras();
  const [attributes, watched, marketplaces, users, ads, images] = await Promise.all([
    db
      .selectFrom('brand_custom_attribute_values as v')
      .innerJoin('brand_custom_attributes as a', 'a.name', 'v.name')
      .select(['v.brand_code', 'v.name', 'v.value', 'a.type'])
      .where(ofCheckedBrands(codes, 'v.brand_code'))
      .execute(),
    db
      .selectFrom('brand_watchlist')
      .select('brand_code')
      .where('user_id', '=', userId)
      .where(ofCheckedBrands(codes, 'brand_code'))
      .execute(),
    db
      .selectFrom('authorized_marketplaces')
      .select(['brand_code', 'marketplace_id', 'seller_id', 'seller_name'])
      .where(ofCheckedBrands(codes, 'brand_code'))
      .orderBy('marketplace_id')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'brand_code'])
      .where('brand_code', 'in', codes)
      .orderBy('email')
      .execute(),
    db
      .selectFrom('advertising_authorizations')
      .select('brand_code')
      .where(ofCheckedBrands(codes, 'brand_code'))
      .execute(),
    db
      .selectFrom('brand_images')
      .select(['brand_code', 'kind'])
      .where(ofCheckedBrands(codes, 'brand_code'))
      .execute(),
  ]);
  return { attributes, watched, marketplaces, users, ads, images };
}
const emptyExtras = () => ({
  attributes: [],
  watched: [],
  marketplaces: [],
  users: [],
  ads: [],
  images: [],
});
export type BrandExtras = Awaited<ReturnType<typeof brandExtras>>;

export function subBrandsOf(db: Db, parents: string[] | undefined, visible: string[] | null) {
  let query = db
    .selectFrom('brands')
    .select(['brand_code', 'name', 'parent_brand_code'])
    .where('parent_brand_code', 'is not', null);
  if (parents) query = query.where('parent_brand_code', 'in', parents.length > 0 ? parents : ['']);
  query = query.where(inBrandScope(visible, 'brand_code'));
  return query.orderBy('brand_code').execute();
}

export async function setWatched(db: Db, userId: string, brandCode: string, watched: boolean) {
  if (watched)
    await db
      .insertInto('brand_watchlist')
      .values({ user_id: userId, brand_code: brandCode })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else
    await db
      .deleteFrom('brand_watchlist')
      .where('user_id', '=', userId)
      .where('brand_code', '=', brandCode)
      .execute();
}

export function brandExists(db: Db, brandCode: string) {
  return (
    db
      .selectFrom('brands')
      .select(['brand_code', 'parent_brand_code'])
      // Read after the caller's check (scopedBrand): a brand user reaches it only for a visible code.
      .where(ofCheckedBrands(brandCode, 'brand_code'))
      .executeTakeFirst()
  );
}

/** Brand counts per status, type and account manager, with how many are active. */
export function overviewCounts(db: Db) {
  const active = sql<string>`count(*) filter (where s.name = 'Active')`;
  const grouped = (by: string, tag: ReturnType<typeof sql.ref>) =>
    brandsWithNames(db)
      .select([
        sql<string>`${by}`.as('by'),
        sql<string>`coalesce(${tag}, 'N/A')`.as('tag'),
        active.as('active'),
      ])
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .groupBy(tag)
      .execute();
  return Promise.all([
    grouped('Status', sql.ref('s.name')),
    grouped('Type', sql.ref('t.name')),
    grouped('Account manager', sql.ref('am.name')),
  ]);
}
