import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search box's text is applied (the address, a filter). */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box's text: what it shows while typing, applied (trimmed) once typing pauses. When the
 * applied value changes from outside (back button, a reset), the box follows; its own applications
 * do not echo back, so a keystroke made while one lands is kept.
 */
export function useTypedSearch(
  applied: string,
  apply: (value: string) => void,
  delayMs = SEARCH_DELAY_MS,
): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  const ours = useRef(applied);
  // The latest callback, so a caller's new function each render does not restart the pause.
  const applyLatest = useRef(apply);
  applyLatest.current = apply;
  useEffect(() => {
    if (applied === ours.current) return;
    ours.current = applied;
    setText(applied);
  }, [applied]);
  useEffect(() => {
    const value = text.trim();
    if (value === applied) return;
    const timer = setTimeout(() => {
      ours.current = value;
      applyLatest.current(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, applied, delayMs]);
  return [text, setText];
}
