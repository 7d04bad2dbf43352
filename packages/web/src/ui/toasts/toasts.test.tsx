import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-utils';
import { errorText } from './error-text';
import { ToastProvider, useNotify } from './ToastProvider';

describe('errorText', () => {
  it('puts the server message after the prefix', () => {
    expect(errorText('Unable to get brands', 'Upstream timed out')).toBe(
      'Unable to get brands: Upstream timed out',
    );
  });
  it('does not add a colon after a prefix that ends a sentence', () => {
    expect(errorText('Unable to get data!', 'Upstream timed out')).toBe(
      'Unable to get data! Upstream timed out',
    );
  });
  it('prints the prefix once when the server answers the same sentence', () => {
    const sentence = 'Something went wrong obtaining the advertising authorization. Please try again.';
    expect(errorText(sentence, sentence)).toBe(sentence);
  });

  it('shows the prefix alone without a server message', () => {
    expect(errorText('Unable to get report', '  ')).toBe('Unable to get report');
  });
});

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.error('Unable to update brand', 'Brand code is taken')}>
        fail
      </button>
      <button type="button" onClick={() => notify.success('Brand updated successfully')}>
        succeed
      </button>
    </>
  );
}

describe('ToastProvider', () => {
  it('shows the prefix followed by the server message', async () => {
    renderUi(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('Unable to update brand: Brand code is taken')).toBeTruthy();
  });

  // Fluent times toasts with a CSS animation of the timeout's length (jsdom runs no animations),
  // so the test reads that length and then ends the animation as the browser would.
  it('closes a toast after 5 seconds', async () => {
    renderUi(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'succeed' }));
    const title = await screen.findByText('Brand updated successfully');
    const timer = document.querySelector<HTMLElement>('[data-timer-status]');
    expect(timer?.style.animationDuration).toBe('5000ms');
    expect(title).toBeTruthy();
    // jsdom has no AnimationEvent, so React listens for the prefixed name; send both.
    fireEvent.animationEnd(timer as HTMLElement);
    fireEvent(timer as HTMLElement, new Event('webkitAnimationEnd', { bubbles: true }));
    await waitFor(() => expect(screen.queryByText('Brand updated successfully')).toBeNull());
  });
});
