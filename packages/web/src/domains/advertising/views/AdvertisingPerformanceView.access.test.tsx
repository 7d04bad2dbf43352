import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, mcBrandUser } from '../../../test/fixtures';
import { FORBIDDEN_MESSAGE } from '../../../ui';
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

  // Spec 1 §6.1 hides only the account-manager filter from them (intended change: issue 11).
  it('shows the brand filter but hides the account manager filter from a standard agency user', async () => {
    renderAdvertising({ user: standardAgencyUser });
    await loaded();

    expect(screen.getByRole('combobox', { name: 'Brands' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Account managers' })).toBeNull();
  });

  it('shows a brand user the brand filter to pick among its brands, without account managers', async () => {
    renderAdvertising({ user: mcBrandUser });
    await loaded();

    expect(screen.getByRole('combobox', { name: 'Brands' })).toBeTruthy();
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

describe("a brand's advertising tab", () => {
  it('is titled by the brand name, on the page and in the browser tab', async () => {
    renderAdvertising({ at: '/brands/NW001/ads-performance/sp' });
    await loaded();

    expect(screen.getByRole('heading', { name: 'Ads Performance · Northwind' })).toBeTruthy();
    expect(document.title).toBe('Ads Performance · Northwind · Portal');
  });

  it('says not found for a brand code that does not exist', async () => {
    renderAdvertising({ at: '/brands/ZZ999/ads-performance/sp' });

    expect(await screen.findByText('Brand ZZ999 was not found.')).toBeTruthy();
    expect(screen.queryByText(/Ads Performance/)).toBeNull();
  });

  it("refuses another brand's tab when the API refuses it", async () => {
    const refused = {
      data: null,
      errors: [{ message: 'You do not have access to this brand', extensions: { code: 'FORBIDDEN' } }],
    };
    renderAdvertising({
      user: mcBrandUser,
      at: '/brands/MR001/ads-performance/sp',
      answers: { AdPerformanceGroup: refused, AdPerformanceSummary: refused, AdPerformanceChart: refused },
    });

    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(/Ads Performance · MR001/)).toBeNull();
  });
});
