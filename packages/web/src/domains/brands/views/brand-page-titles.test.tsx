import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BrandCreateView } from './BrandCreateView';
import { BrandDetailView } from './BrandDetailView';
import { BrandListView } from './BrandListView';
import { BrandsOverviewView } from './BrandsOverviewView';
import { BrandCustomAttributesView } from './CustomAttributesView';
import { StripeBrandsView } from './StripeBrandsView';

// Every call refused: the titles below must not wait on data.
const refused = () => ({
  data: null,
  errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
});

const renderAt = (path: string, route: string, view: ReactElement) =>
  renderWithApp(
    <Routes>
      <Route path={path} element={view} />
    </Routes>,
    { session: sessionFor(agencyAdmin), route, resolve: refused },
  );

describe('the brands screens title the browser tab', () => {
  it.each([
    ['/brands', <BrandListView key="list" />, 'Brands · Portal'],
    ['/brands-overview', <BrandsOverviewView key="overview" />, 'Brands Overview · Portal'],
    ['/stripe-brands', <StripeBrandsView key="stripe" />, 'Stripe Brands · Portal'],
    ['/brands/create', <BrandCreateView key="create" />, 'Create brand · Portal'],
    [
      '/custom-attributes',
      <BrandCustomAttributesView key="attributes" />,
      'Brand Custom Attributes · Portal',
    ],
  ])('titles %s', async (path, view, title) => {
    renderAt(path, path, view);

    await waitFor(() => expect(document.title).toBe(title));
  });

  it('titles a refused brand page as refused, never with the bare brand code', async () => {
    renderAt('/brands/:id', '/brands/MR001', <BrandDetailView />);

    await screen.findByText(/permission|access/i);
    expect(document.title).toBe('Access denied · Portal');
  });
});
