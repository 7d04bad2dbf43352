import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defaultLayout, normalizeLayout } from './column-layout';
import type { TableLayout, TableLayoutStore } from './types';

export type UseTableLayoutResult = {
  layout: TableLayout;
  /** Applies a layout and saves it for this user and table. */
  setLayout: (layout: TableLayout) => void;
  /** False until the saved layout has been read (or there is no store). */
  loaded: boolean;
};

/** The column layout of one table: loaded from the store on mount, saved on every change. */
export function useTableLayout(
  tableName: string,
  columns: readonly { field: string; key?: string }[],
  store: TableLayoutStore | null,
): UseTableLayoutResult {
  const [layout, setLayoutState] = useState<TableLayout | null>(null);
  const [loaded, setLoaded] = useState(store === null);
  // A change made before the saved layout arrives wins over the late answer.
  const changedByUser = useRef(false);

  useEffect(() => {
    changedByUser.current = false;
    if (!store) {
      setLoaded(true);
      return;
    }
    let current = true;
    setLoaded(false);
    store
      .load(tableName)
      .then((saved) => {
        if (current && !changedByUser.current) setLayoutState(saved);
      })
      .catch(() => {
        // No saved layout readable: the default layout is a safe fallback.
      })
      .finally(() => {
        if (current) setLoaded(true);
      });
    return () => {
      current = false;
    };
  }, [tableName, store]);

  const setLayout = useCallback(
    (next: TableLayout) => {
      changedByUser.current = true;
      setLayoutState(next);
      // The change applies on screen even if saving fails; the next load simply shows the old layout.
      store?.save(tableName, next).catch(() => undefined);
    },
    [store, tableName],
  );

  const fitted = useMemo(
    () => (layout ? normalizeLayout(columns, layout) : defaultLayout(columns)),
    [columns, layout],
  );
  return { layout: fitted, setLayout, loaded };
}
