import { type Kysely, type RawBuilder, sql } from 'kysely';
import { inBrandScope } from '../../db/brand-scope.ts';
import type { Database } from '../../db/schema.ts';
import { textFilter } from './alerts.repository.ts';

type Db = Kysely<Database>;
type Sql = RawBuilder<unknown>;

/** The three finished-flag tables behind the extra tabs (spec 2 §3, §4). */
export type AlertTabTable = 'late_fbm_shipments' | 'deleted_skus' | 'missing_parents';

export interface AlertTabQuery {
  visible: string[] | null;
  showAll: boolean;
  accountManagerId?: string;
  from?: string;
  to?: string;
  today: string;
  sort: { column: Sql; order: 'asc' | 'desc' };
  filter?: { column: Sql; operator: 'contains' | 'equals'; value: string };
  page: number;
  pageSize: number;
}

/** Each table's columns as the REST rows name them. */
export const TAB_COLUMNS = {
  late_fbm_shipments: {
    orderId: sql`t.amazon_order_id`,
    sku: sql`t.seller_sku`,
    promiseDate: sql`t.promise_date`,
    daysPastPromise: sql`t.promise_date`,
    status: sql`t.status`,
    brand: sql`t.brand_code`,
  },
  deleted_skus: {
    sku: sql`t.seller_sku`,
    asin: sql`t.asin`,
    brandName: sql`b.name`,
    date: sql`t.date`,
    status: sql`t.status`,
  },
  missing_parents: {
    sku: sql`t.seller_sku`,
    asin: sql`t.asin`,
    brandName: sql`b.name`,
    parentAsin: sql`t.parent_asin`,
    prevParentAsin: sql`t.prev_parent_asin`,
    date: sql`t.date`,
    status: sql`t.status`,
  },
} as const satisfies Record<AlertTabTable, Record<string, Sql>>;

const EXTRA: Record<AlertTabTable, Sql> = {
  late_fbm_shipments: sql`t.amazon_order_id, to_char(t.promise_date, 'YYYY-MM-DD') as promise_date`,
  deleted_skus: sql`to_char(t.date, 'YYYY-MM-DD') as date`,
  missing_parents: sql`t.is_child, t.parent_asin, t.prev_parent_asin, to_char(t.date, 'YYYY-MM-DD') as date`,
};
const DAY_COLUMN: Record<AlertTabTable, Sql> = {
  late_fbm_shipments: sql`t.purchase_day`,
  deleted_skus: sql`t.date`,
  missing_parents: sql`t.date`,
};

export const scopeOf = (visible: string[] | null): Sql => inBrandScope(visible, 't.brand_code');

/** One page of a tab's rows with brand name and the count of every matching row. */
export async function listTabRows(db: Db, table: AlertTabTable, q: AlertTabQuery) {
  const where: Sql[] = [scopeOf(q.visible)];
  if (!q.showAll) where.push(sql`not t.finished`);
  if (q.accountManagerId) where.push(sql`b.account_manager_id = ${q.accountManagerId}::uuid`);
  if (q.from) where.push(sql`${DAY_COLUMN[table]} >= ${q.from}::date`);
  if (q.to) where.push(sql`${DAY_COLUMN[table]} <= ${q.to}::date`);
  if (q.filter?.value.trim()) where.push(textFilter(q.filter.column, q.filter.operator, q.filter.value));
  const order = sql.raw(q.sort.order === 'asc' ? 'asc' : 'desc');
  const { rows } = await sql<Record<string, unknown> & { total: string }>`
    select t.id::text as id, t.seller_sku, t.asin, t.brand_code, b.name as brand_name, t.marketplace_id, t.status,
      t.finished, ${EXTRA[table]}, (${q.today}::date - ${DAY_COLUMN[table]}) as age_days,
      count(*) over () as total
    from ${sql.table(table)} t join brands b on b.brand_code = t.brand_code
    where ${sql.join(where, sql` and `)}
    order by ${q.sort.column} ${order} nulls last, t.id ${order}
    limit ${q.pageSize} offset ${q.page * q.pageSize}`.execute(db);
  return { count: rows[0] ? Number(rows[0].total) : 0, rows };
}

/** Flips the finished flag of every id, or of none when one is missing or out of scope. */
export async function toggleFinished(
  db: Db,
  table: AlertTabTable,
  ids: string[],
  visible: string[] | null,
): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`
      select t.id::text as id from ${sql.table(table)} t
      where t.id = any(${ids}::bigint[]) and ${scopeOf(visible)} for update`.execute(trx);
    if (rows.length !== new Set(ids).size) return null;
    await sql`update ${sql.table(table)} set finished = not finished where id = any(${ids}::bigint[])`.execute(
      trx,
    );
    return rows.map((r) => r.id);
  });
}
