import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { SlowHint } from './SlowHint';

describe('SlowHint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing during the first 3 seconds of loading', () => {
    renderUi(<SlowHint active />);
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.queryByText('Still loading…')).toBeNull();
  });

  it('says "Still loading…" once loading has lasted 3 seconds', () => {
    renderUi(<SlowHint active />);
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('Still loading…')).toBeTruthy();
  });

  it('goes away when loading ends', () => {
    const { rerender } = renderUi(<SlowHint active />);
    act(() => vi.advanceTimersByTime(3_000));
    rerender(<SlowHint active={false} />);
    expect(screen.queryByText('Still loading…')).toBeNull();
  });
});

describe('EmptyState and ErrorState', () => {
  it('says No data by default', () => {
    renderUi(<EmptyState />);
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('offers a retry on errors', async () => {
    const onRetry = vi.fn();
    renderUi(<ErrorState message="Unable to get data" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Unable to get data')).toBeTruthy();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
