import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, mcBrandUser, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { asinMocks } from '../asins.fixtures';
import { AsinDetailView } from './AsinDetailView';
import { AsinListView } from './AsinListView';
import { AsinUpdateView } from './AsinUpdateView';

const manager = { ...agencyAdmin, role: 'MANAGER' as const, email: 'manager@demo.test' };
const plainUser = { ...agencyAdmin, role: 'USER' as const };

const at = (route: string, user = agencyAdmin, mocks = asinMocks()) =>
  renderWithApp(
    <Routes>
      <Route path="/asins" element={<AsinListView />} />
      <Route path="/asins/view/:asin" element={<AsinDetailView />} />
      <Route path="/asins/update/:asin" element={<AsinUpdateView />} />
    </Routes>,
    { session: sessionFor(user), route, mocks },
  );

describe('the ASIN screens', () => {
  it('lists ASINs with Asin, Brand and Account manager and view and edit actions for staff', async () => {
    at('/asins');

    const grid = await screen.findByRole('table', { name: 'ASINs' });
    expect(await within(grid).findByText('B0AAAAAAA1')).toBeTruthy();
    expect(within(grid).getAllByText('Northwind Outdoors (MC001)')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Edit B0AAAAAAA1' }).getAttribute('href')).toBe(
      '/asins/update/B0AAAAAAA1',
    );
    expect(document.title).toMatch(/^ASINs/);
  });

  it('gives a brand user no edit action and only the Asin filter', async () => {
    at('/asins', mcBrandUser);

    const grid = await screen.findByRole('table', { name: 'ASINs' });
    expect(await within(grid).findByRole('link', { name: 'View B0AAAAAAA1' })).toBeTruthy();
    expect(within(grid).queryByRole('link', { name: 'Edit B0AAAAAAA1' })).toBeNull();
    const filter = screen.getByRole('combobox', { name: 'Filter column' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Asin']);
  });

  it('watches an ASIN from its detail page and then offers Unwatch', async () => {
    at('/asins/view/B0AAAAAAA1', manager, asinMocks({ watched: false }));

    await userEvent.click(await screen.findByRole('button', { name: 'Watch' }));

    expect(await screen.findByRole('button', { name: 'Unwatch' })).toBeTruthy();
    expect(screen.getByText('manager@demo.test')).toBeTruthy();
  });

  it('says Asin not found for an ASIN the API does not answer', async () => {
    at('/asins/view/B0MISSING0');

    expect(await screen.findByText('Asin not found')).toBeTruthy();
  });

  it('offers a user Edit and Details but a brand user no Edit', async () => {
    const { unmount } = at('/asins/view/B0AAAAAAA1', plainUser);
    expect(await screen.findByRole('tab', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details' })).toBeTruthy();
    unmount();

    at('/asins/view/B0AAAAAAA1', mcBrandUser);

    expect(await screen.findByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Edit' })).toBeNull();
  });

  it('shows Update ASIN with ASIN, Parent and Brands disabled and saves with the spec’s message', async () => {
    at('/asins/update/B0AAAAAAA1', manager);

    expect(await screen.findByRole('heading', { name: 'Update ASIN' })).toBeTruthy();
    for (const name of [/ASIN number/, /Parent/, /Brands/])
      expect((screen.getByRole('textbox', { name }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand updated successfully')).toBeTruthy();
  });

  it('refuses Update ASIN to a brand user', async () => {
    at('/asins/update/B0AAAAAAA1', mcBrandUser);

    expect(await screen.findByText(/permission|access/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
