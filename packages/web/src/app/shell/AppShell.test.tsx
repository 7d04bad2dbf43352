import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ffpBrandAdmin, sessionFor } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AppShell } from './AppShell';

/** A window whose width can be changed: every media query answers for it and hears the change. */
function resizableWindow(width: number) {
  const listeners = new Map<(event: { matches: boolean }) => void, string>();
  const original = window.matchMedia;
  let current = width;
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.set(listener, query),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resize(to: number) {
      current = to;
      for (const [listener, query] of [...listeners]) listener({ matches: matches(query) });
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

let restore = () => {};
afterEach(() => restore());

describe('the shell across the phone breakpoint', () => {
  it('never draws the phone menu open when a desktop window narrows to a phone', async () => {
    const window = resizableWindow(1440);
    restore = window.restore;
    renderWithApp(
      <Routes>
        <Route element={<AppShell />}>
          <Route path="/account" element={<p>the page</p>} />
        </Route>
      </Routes>,
      {
        session: sessionFor(ffpBrandAdmin),
        route: '/account',
        // Whatever the shell asks on its own (the user, marketplaces, the subscription's status).
        mocks: {},
      },
    );
    await screen.findByText('the page');
    // Recorded as it happens: a menu drawn open for one frame and closed the next still counts.
    const drawn: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.querySelector('[aria-label="Main menu"]'))
            drawn.push('Main menu');
    });
    watch.observe(document.body, { childList: true, subtree: true });

    act(() => window.resize(390));
    await screen.findByRole('button', { name: /menu/i });
    await act(async () => {});
    watch.disconnect();

    expect(drawn).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull();
  });
});
