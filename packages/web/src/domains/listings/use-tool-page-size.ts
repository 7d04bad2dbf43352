import { TOOL_GRID_DEFAULT_PAGE_SIZE, TOOL_GRID_PAGE_SIZE_OPTIONS } from '@portal/schema';
import { useState } from 'react';

/** The tool grids' page size (10, 25 or 50), kept per page in this browser (spec 3 §9). */
export function useToolPageSize(page: string): [number, (size: number) => void] {
  const key = `${page}PageSize`;
  const [size, setSize] = useState(() => {
    const stored = Number(window.localStorage.getItem(key));
    return (TOOL_GRID_PAGE_SIZE_OPTIONS as readonly number[]).includes(stored)
      ? stored
      : TOOL_GRID_DEFAULT_PAGE_SIZE;
  });
  return [
    size,
    (next) => {
      window.localStorage.setItem(key, String(next));
      setSize(next);
    },
  ];
}
