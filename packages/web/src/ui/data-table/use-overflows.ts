import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it (it scrolls). A scrolling box with nothing focusable
 * inside must itself take focus, or keyboard users cannot scroll it (WCAG 2.1.1); a box that does
 * not scroll should not add a tab stop. Re-measured whenever the box or its content resizes.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setOverflows(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
