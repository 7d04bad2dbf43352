import type { sortDataShape } from '@portal/schema/rest';
import type { z } from 'zod';
import type { TableLayout } from '../../generated/resolvers-types.ts';

/** sort_data as the contract declares it (its inner names are already camelCase). */
export type RestSortData = z.output<typeof sortDataShape>;

export function toTableLayout(sortData: RestSortData | null): TableLayout | null {
  if (!sortData) return null;
  return { columnVisibilityModel: sortData.columnVisibilityModel, columnsOrder: sortData.columnsOrder };
}
