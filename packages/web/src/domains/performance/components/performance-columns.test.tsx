import { PERFORMANCE_GROUP_BY, PERFORMANCE_SORT_COLUMNS } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { columnKey } from '../../../ui';
import { skuRow } from '../performance.fixtures';
import { performanceColumns } from './PerformanceGrid';

const REST_SORTS: readonly string[] = PERFORMANCE_SORT_COLUMNS;
const columnsOf = (groupBy: (typeof PERFORMANCE_GROUP_BY)[number]) =>
  performanceColumns({ groupBy, compare: true, expanded: new Set(), onToggle: () => {} });

describe('the performance grid columns', () => {
  // Columns read the GraphQL fields of the row fragment; the address's sortBy, the backend's sort and
  // saved layouts keep the REST names (seller_sku, buy_box), which links and layouts already hold.
  it.each(PERFORMANCE_GROUP_BY)('sort %s rows by names GET performance/skus accepts', (groupBy) => {
    const unknown = columnsOf(groupBy)
      .filter((c) => c.sortable)
      .map(columnKey)
      .filter((key) => !REST_SORTS.includes(key));

    expect(unknown).toEqual([]);
  });

  it('key each column by the REST name of the field it reads', () => {
    const pairs = columnsOf('sku').map((c) => [c.field, columnKey(c)]);

    expect(pairs).toContainEqual(['sellerSku', 'seller_sku']);
    expect(pairs).toContainEqual(['buyBox', 'buy_box']);
    expect(pairs).toContainEqual(['pageViewsPercentage', 'page_views_percentage']);
  });

  it('writes a row value from its GraphQL field', () => {
    const revenue = columnsOf('sku').find((c) => c.field === 'revenue');

    expect(revenue?.format?.(skuRow.revenue, skuRow)).toBe('$1,234');
  });
});
