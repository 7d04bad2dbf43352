import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useTypedSearch } from './use-typed-search';

describe('useTypedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the trimmed text once typing pauses, not before', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useTypedSearch('', apply));

    act(() => result.current[1]('  ab'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    act(() => result.current[1]('  abc '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));

    expect(apply).toHaveBeenCalledExactlyOnceWith('abc');
    expect(result.current[0]).toBe('  abc ');
  });

  it('applies nothing when the text trims to what is applied', () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useTypedSearch('abc', apply));

    act(() => result.current[1]('abc  '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));

    expect(apply).not.toHaveBeenCalled();
  });

  it('follows an applied value changed from outside, and keeps typing made while its own lands', () => {
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ applied }) => useTypedSearch(applied, apply), {
      initialProps: { applied: 'abc' },
    });

    rerender({ applied: 'xyz' });
    expect(result.current[0]).toBe('xyz');

    act(() => result.current[1]('xyz1'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(apply).toHaveBeenLastCalledWith('xyz1');
    act(() => result.current[1]('xyz12'));
    rerender({ applied: 'xyz1' });

    expect(result.current[0]).toBe('xyz12');
  });
});
