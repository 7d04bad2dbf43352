import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-utils';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading with its actions', () => {
    renderUi(
      <MemoryRouter>
        <PageHeader title="Brands" actions={<button type="button">Export</button>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('navigates through a breadcrumb', async () => {
    renderUi(
      <MemoryRouter initialEntries={['/brands/7/detail']}>
        <Routes>
          <Route
            path="/brands/7/detail"
            element={
              <PageHeader
                title="Acme"
                breadcrumbs={[{ label: 'Brands', to: '/brands' }, { label: 'Acme' }]}
              />
            }
          />
          <Route path="/brands" element={<p>brand list</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Brands' }));
    expect(screen.getByText('brand list')).toBeTruthy();
  });
});
