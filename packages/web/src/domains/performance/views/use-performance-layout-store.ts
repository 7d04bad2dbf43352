import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { PerformanceTableLayoutDocument, SavePerformanceTableLayoutDocument } from '../../../gql/graphql';
import type { TableLayout, TableLayoutStore } from '../../../ui';

/** The signed-in user's saved column layouts of the performance grid, one per grouping. */
export function usePerformanceLayoutStore(): TableLayoutStore {
  const client = useApolloClient();
  return useMemo<TableLayoutStore>(
    () => ({
      async load(tableName) {
        const { data } = await client.query({
          query: PerformanceTableLayoutDocument,
          variables: { tableName },
          fetchPolicy: 'network-only',
        });
        const saved = data?.tableLayout;
        return saved
          ? {
              columnVisibilityModel: (saved.columnVisibilityModel ??
                {}) as TableLayout['columnVisibilityModel'],
              columnsOrder: saved.columnsOrder,
            }
          : null;
      },
      async save(tableName, layout) {
        await client.mutate({
          mutation: SavePerformanceTableLayoutDocument,
          variables: { tableName, layout },
        });
      },
    }),
    [client],
  );
}
