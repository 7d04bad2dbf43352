import { useEffect } from 'react';

/** The product name every browser tab title ends with. */
export const PRODUCT_TITLE = 'Portal';

/** 'Advertising Performance · Portal'; the product name alone while the screen has no title yet. */
export const pageTitle = (title: string | null | undefined): string =>
  title ? `${title} · ${PRODUCT_TITLE}` : PRODUCT_TITLE;

/**
 * Titles the browser tab for the screen on show, so tabs, history and screen readers say where the
 * user is. Every screen calls it once with its own words; the previous title comes back on leaving.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    const before = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = before;
    };
  }, [title]);
}
