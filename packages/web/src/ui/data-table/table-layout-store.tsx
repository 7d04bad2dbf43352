import { createContext, type ReactNode, useContext } from 'react';
import type { TableLayout, TableLayoutStore } from './types';

const TableLayoutStoreContext = createContext<TableLayoutStore | null>(null);

export type TableLayoutStoreProviderProps = { store: TableLayoutStore; children: ReactNode };

/** Gives every DataTable below it the signed-in user's layout store (wired once by the app). */
export function TableLayoutStoreProvider({ store, children }: TableLayoutStoreProviderProps) {
  return <TableLayoutStoreContext.Provider value={store}>{children}</TableLayoutStoreContext.Provider>;
}

export const useTableLayoutStore = (): TableLayoutStore | null => useContext(TableLayoutStoreContext);

/** A store that keeps layouts in memory only: for tests, stories and signed-out pages. */
export function memoryTableLayoutStore(initial: Record<string, TableLayout> = {}): TableLayoutStore & {
  layouts: Record<string, TableLayout>;
} {
  const layouts = { ...initial };
  return {
    layouts,
    load: async (tableName) => layouts[tableName] ?? null,
    save: async (tableName, layout) => {
      layouts[tableName] = layout;
    },
  };
}
