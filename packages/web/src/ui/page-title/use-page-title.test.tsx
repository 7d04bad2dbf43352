import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('titles the tab with the screen and the product', () => {
    renderHook(() => usePageTitle('Advertising Performance'));
    expect(document.title).toBe('Advertising Performance · Portal');
  });

  it('follows a title that arrives later (a brand name once loaded)', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: null as string | null },
    });
    expect(document.title).toBe('Portal');
    rerender({ title: 'Monthly Reports · Northwind' });
    expect(document.title).toBe('Monthly Reports · Northwind · Portal');
  });

  it('gives the previous title back when the screen closes', () => {
    document.title = 'Dashboard · Portal';
    const { unmount } = renderHook(() => usePageTitle('Users'));
    unmount();
    expect(document.title).toBe('Dashboard · Portal');
  });
});
