import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, mcBrandUser } from '../../../test/fixtures';
import { standardAgencyUser } from '../advertising.fixtures';
import { renderAdvertising } from './render-advertising';

/** Waits until the table shows the fixture row, so every query the screen makes has been made. */
const loaded = () => screen.findByText('Summer Launch');

describe('advertising filters by role', () => {
  it('shows the brand and account manager filters to an admin', async () => {
    renderAdvertising({ user: agencyAdmin });
    await loaded();

    expect(screen.getByRole('combobox', { name: 'Brands' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Account managers' })).toBeTruthy();
  });

  it('hides the brand and account manager filters from a standard agency user', async () => {
    renderAdvertising({ user: standardAgencyUser });
    await loaded();

    expect(screen.queryByRole('combobox', { name: 'Brands' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Account managers' })).toBeNull();
  });

  it('hides the brand and account manager filters from a brand user', async () => {
    renderAdvertising({ user: mcBrandUser });
    await loaded();

    expect(screen.queryByRole('combobox', { name: 'Brands' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Account managers' })).toBeNull();
  });

  it('loads the account managers list for an admin', async () => {
    const { calls } = renderAdvertising({ user: agencyAdmin });

    await waitFor(() => expect(calls.map((c) => c.operationName)).toContain('AdFilterAccountManagers'));
  });

  it('never asks for the account managers list for a brand user', async () => {
    const { calls } = renderAdvertising({ user: mcBrandUser });
    await loaded();

    expect(calls.map((c) => c.operationName)).toContain('AdPerformanceGroup');
    expect(calls.map((c) => c.operationName)).not.toContain('AdFilterAccountManagers');
  });
});
