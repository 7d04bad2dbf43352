import { BILLING_MESSAGES } from '@portal/schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, ffpBrandAdmin, mcBrandUser, sessionFor } from '../../test/fixtures';
import type { MockResolver } from '../../test/mock-link';
import { renderWithApp } from '../../test/render';
import type { SessionUser } from '../session/session-types';
import { PastDueBanner } from './PastDueBanner';

const status =
  (subscriptionStatus: string | null): MockResolver =>
  (operation) =>
    operation.operationName === 'SubscriptionStatus'
      ? { data: { billing: { subscriptionStatus } } }
      : { data: null };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderAt = (route: string, user: SessionUser, resolve: MockResolver) => {
  const asked: string[] = [];
  const recording: MockResolver = (operation) => {
    asked.push(operation.operationName ?? '');
    return resolve(operation);
  };
  renderWithApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <PastDueBanner />
            <p>page</p>
            <Where />
          </>
        }
      />
    </Routes>,
    { session: sessionFor(user), route, resolve: recording },
  );
  return asked;
};

describe('the past-due banner of the shell', () => {
  it('tells a past-due subscriber on any page and links to the billing page', async () => {
    renderAt('/listings', ffpBrandAdmin, status('past_due'));
    expect(await screen.findByText(BILLING_MESSAGES.pastDue)).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Update your card' }));

    expect(screen.getByTestId('where').textContent).toBe('/account/billing');
    // The billing page has its own banner beside the card form: this one gives way there.
    expect(screen.queryByText(BILLING_MESSAGES.pastDue)).toBeNull();
  });

  it('says nothing while the subscription is paid', async () => {
    const asked = renderAt('/listings', ffpBrandAdmin, status('active'));
    await screen.findByText('page');
    await expect.poll(() => asked).toContain('SubscriptionStatus');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never asks for users whose brands have no subscription', async () => {
    for (const user of [agencyAdmin, mcBrandUser]) {
      const asked = renderAt('/dashboard', user, status('past_due'));
      await screen.findAllByText('page');
      expect(asked).not.toContain('SubscriptionStatus');
    }
    expect(screen.queryByText(BILLING_MESSAGES.pastDue)).toBeNull();
  });
});
