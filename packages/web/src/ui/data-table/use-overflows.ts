import { type RefObject, useEffect, useState } from 'react';

export interface Overflow {
  /** It scrolls either way. */
  any: boolean;
  /** It scrolls sideways: its content is wider than the box. */
  sideways: boolean;
}

const NONE: Overflow = { any: false, sideways: false };

/**
 * Whether an element's content overflows it (it scrolls). A scrolling box with nothing focusable
 * inside must itself take focus, or keyboard users cannot scroll it (WCAG 2.1.1); a box that does
 * not scroll should not add a tab stop. Re-measured whenever the box or its content resizes.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): Overflow {
  const [overflows, setOverflows] = useState<Overflow>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const sideways = element.scrollWidth > element.clientWidth + 1;
      const any = sideways || element.scrollHeight > element.clientHeight + 1;
      // The same answer keeps the same object: no re-render of the table for a resize that changes nothing.
      setOverflows((was) => (was.any === any && was.sideways === sideways ? was : { any, sideways }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
