import { camelName } from '@portal/schema';
import type { z } from 'zod';

/** One page of REST rows as its GraphQL page: the same count, each row through `toRow`. */
export const pageOf = <R, T>(answer: { count: number; rows: readonly R[] }, toRow: (row: R) => T) => ({
  count: answer.count,
  rows: answer.rows.map(toRow),
});

type FieldResolver<Row> = (row: Row) => unknown;

/**
 * The field resolvers of a GraphQL type whose codegen mapper is its REST row, so the data source
 * hands the backend's answer on untouched. Every REST field answers the GraphQL field the case rule
 * names (seller_sku → sellerSku, old_buy_box → oldBuyBox, _id → id; `camelName`); a field whose
 * name is the same needs none (graphql's default resolver reads it). `renames` holds only the
 * genuine renames, GraphQL field → REST field (brandCode ← brand): the contract names both.
 */
export function restFieldResolvers<Shape extends z.ZodObject, Row = z.output<Shape>>(
  restRow: Shape,
  renames: Readonly<Record<string, keyof Row & string>> = {},
): Record<string, FieldResolver<Row>> {
  const renamed = new Set<string>(Object.values(renames));
  const byRule = (Object.keys(restRow.shape) as (keyof Row & string)[])
    .filter((field) => !renamed.has(field) && camelName(field) !== field)
    .map((field): [string, FieldResolver<Row>] => [camelName(field), (row) => row[field]]);
  const byHand = Object.entries(renames).map(([field, rest]): [string, FieldResolver<Row>] => [
    field,
    (row) => row[rest],
  ]);
  return Object.fromEntries([...byRule, ...byHand]);
}

/** The arguments of the GraphQL grids (ASINs, brands, products errors) as resolvers pass them on. */
export interface GridArgs<F extends string = string> {
  page?: number | null;
  pageSize?: number | null;
  sortField?: F | null;
  sortOrder?: 'ASC' | 'DESC' | null;
  filterField?: F | null;
  filterValue?: string | null;
}
