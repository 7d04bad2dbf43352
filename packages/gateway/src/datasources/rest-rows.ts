import camelcaseKeys from 'camelcase-keys';

/** One page of REST rows as its GraphQL page: the same count, each row through `toRow`. */
export const pageOf = <R, T>(answer: { count: number; rows: readonly R[] }, toRow: (row: R) => T) => ({
  count: answer.count,
  rows: answer.rows.map(toRow),
});

/**
 * A REST row whose GraphQL type is the same fields in camelCase (seller_sku → sellerSku). Top-level
 * keys only: nested JSON (a raw record) passes as it is.
 */
export const camelRow = <R extends Record<string, unknown>>(row: R) => camelcaseKeys(row);

/** The arguments of the GraphQL grids (ASINs, brands, products errors) as resolvers pass them on. */
export interface GridArgs<F extends string = string> {
  page?: number | null;
  pageSize?: number | null;
  sortField?: F | null;
  sortOrder?: 'ASC' | 'DESC' | null;
  filterField?: F | null;
  filterValue?: string | null;
}
