import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type LeaveGuard = {
  /** Where the user asked to go while there were unsaved changes; null when nothing is pending. */
  pending: string | null;
  /** Ask before going to `to` (a button that navigates, rather than a link). */
  ask: (to: string) => void;
  /** Go where the user asked, dropping the changes. */
  leave: () => void;
  /** Stay on the page. */
  stay: () => void;
};

/** An in-app link's destination, or null for a click the browser should handle as it would. */
function inAppDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  // Modified clicks open a new tab or window: the page with the edits stays open.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Asks before any in-app link (menu, breadcrumb, top bar) leaves a page with unsaved changes.
 * The portal's router is not a data router, so react-router's blocker is not available; a click
 * listener on the document, in the capture phase, sees a link's click before the link's own
 * handler and holds it until the user answers. Closing or reloading the tab is the browser's own
 * beforeunload prompt, which the page keeps.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const to = inAppDestination(event);
      if (to === null || to === here) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, here]);

  const leave = useCallback(() => {
    setPending((to) => {
      if (to !== null) queueMicrotask(() => navigate(to));
      return null;
    });
  }, [navigate]);
  return { pending, ask: setPending, leave, stay: useCallback(() => setPending(null), []) };
}
