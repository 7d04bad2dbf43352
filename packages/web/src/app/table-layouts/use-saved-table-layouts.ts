import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { SavedTableLayoutDocument, SaveTableLayoutDocument } from '../../gql/graphql';
import type { TableLayout, TableLayoutStore } from '../../ui/data-table/types';

/**
 * The signed-in user's saved column layouts (GET/PATCH users/{id}/table-sort/{tableName}): one
 * store for every data table, given to them all by the shell.
 */
export function useSavedTableLayouts(): TableLayoutStore {
  const client = useApolloClient();
  return useMemo<TableLayoutStore>(
    () => ({
      async load(tableName) {
        const { data } = await client.query({
          query: SavedTableLayoutDocument,
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
        await client.mutate({ mutation: SaveTableLayoutDocument, variables: { tableName, layout } });
      },
    }),
    [client],
  );
}
