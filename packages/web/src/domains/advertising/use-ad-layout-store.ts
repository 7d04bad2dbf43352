import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { AdTableLayoutDocument, SaveAdTableLayoutDocument } from '../../gql/graphql';
import type { TableLayout, TableLayoutStore } from '../../ui';

/** The signed-in user's saved column layouts (GET/PATCH users/{id}/table-sort/{tableName}). */
export function useAdLayoutStore(): TableLayoutStore {
  const client = useApolloClient();
  return useMemo<TableLayoutStore>(
    () => ({
      async load(tableName) {
        const { data } = await client.query({
          query: AdTableLayoutDocument,
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
        await client.mutate({ mutation: SaveAdTableLayoutDocument, variables: { tableName, layout } });
      },
    }),
    [client],
  );
}
