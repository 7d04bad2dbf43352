import { useCallback, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * Checked row ids that belong to one result: when `resultKey` changes (a filter, sort or page),
 * the selection is empty again, so it always names rows on the screen.
 */
export function useSelection(resultKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: resultKey,
    ids: NONE,
  });
  const selected = state.key === resultKey ? state.ids : NONE;
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setState((current) => {
        const next = new Set(current.key === resultKey ? current.ids : NONE);
        if (on) next.add(id);
        else next.delete(id);
        return { key: resultKey, ids: next };
      }),
    [resultKey],
  );
  const clear = useCallback(() => setState({ key: resultKey, ids: NONE }), [resultKey]);
  return { selected, toggle, clear };
}
