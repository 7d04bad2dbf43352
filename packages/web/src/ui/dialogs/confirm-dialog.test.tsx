import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

const deferred = () => {
  let resolve: () => void = () => {};
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('ConfirmDialog', () => {
  it('is busy while confirming and closes when the action succeeds', async () => {
    const action = deferred();
    const onClose = vi.fn();
    renderUi(
      <ConfirmDialog
        open
        title="Delete note"
        message="Delete this note?"
        confirmLabel="Delete"
        onConfirm={() => action.promise}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    action.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('stays open when the action fails', async () => {
    const onClose = vi.fn();
    renderUi(
      <ConfirmDialog
        open
        title="Delete note"
        message="Delete this note?"
        onConfirm={() => Promise.reject(new Error('nope'))}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
