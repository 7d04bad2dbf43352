import type { ProductsErrorsFilterField, ProductsErrorsSortField } from '@portal/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ProductErrorsQuery {
  filter?: { field: ProductsErrorsFilterField; value: string };
  sort: { field: ProductsErrorsSortField; order: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

const SORT_COLUMN = {
  date: sql`e.first_reported`,
  seller_sku: sql`e.seller_sku`,
  asin: sql`e.asin`,
  marketplace_id: sql`e.marketplace_id`,
} as const;

const whereOf = (filter?: ProductErrorsQuery['filter']) => {
  if (!filter) return sql`true`;
  if (filter.field === 'description')
    return sql`(e.description ilike ${`%${filter.value}%`} or e.error_code ilike ${`%${filter.value}%`})`;
  return sql`${sql.ref(`e.${filter.field}`)} = ${filter.value.trim()}`;
};

/** One page of the product errors of every account (staff only: no brand scoping). */
export async function listProductErrors(db: Kysely<Database>, q: ProductErrorsQuery) {
  const order = q.sort.order === 'asc' ? sql`asc` : sql`desc`;
  const where = whereOf(q.filter);
  const { rows } = await sql<{
    date: string;
    seller_sku: string;
    asin: string | null;
    marketplace_id: string;
    description: string;
    error_code: string;
    brand_code: string | null;
    total: string;
  }>`
    select to_char(e.first_reported, 'YYYY-MM-DD') as date, e.seller_sku, e.asin, e.marketplace_id,
      e.description, e.error_code, c.brand_code, count(*) over () as total
    from product_errors e
    left join catalog_items c
      on c.seller_id = e.seller_id and c.marketplace_id = e.marketplace_id and c.seller_sku = e.seller_sku
    where ${where}
    order by ${SORT_COLUMN[q.sort.field]} ${order} nulls last, e.seller_sku, e.error_code, e.marketplace_id
    limit ${q.pageSize} offset ${q.page * q.pageSize}`.execute(db);
  const count = rows[0]
    ? Number(rows[0].total)
    : Number(
        (await sql<{ n: string }>`select count(*) as n from product_errors e where ${where}`.execute(db))
          .rows[0]?.n ?? 0,
      );
  return { count, rows: rows.map(({ total: _total, ...row }) => row) };
}
