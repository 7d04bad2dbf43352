import type { TableLayout } from '../../generated/resolvers-types.ts';

/** sort_data of the REST contract (its inner names are already camelCase). */
export interface RestSortData {
  columnVisibilityModel?: unknown;
  columnsOrder?: unknown;
}

export function toTableLayout(sortData: RestSortData | null | undefined): TableLayout | null {
  if (!sortData) return null;
  return {
    columnVisibilityModel: sortData.columnVisibilityModel ?? {},
    columnsOrder: Array.isArray(sortData.columnsOrder)
      ? sortData.columnsOrder.filter((name): name is string => typeof name === 'string')
      : [],
  };
}
