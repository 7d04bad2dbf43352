import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { productMocks } from '../products.fixtures';
import { ProductDetailView } from './ProductDetailView';
import { ProductsErrorsView } from './ProductsErrorsView';

const at = (route: string, mocks = productMocks()) =>
  renderWithApp(
    <Routes>
      <Route path="/products-errors" element={<ProductsErrorsView />} />
      <Route path="/products/:sku/detail" element={<ProductDetailView />} />
    </Routes>,
    { session: sessionFor(agencyAdmin), route, mocks },
  );

describe('the products screens', () => {
  it('shows ten products errors with the FBA_INB_XXXX banner and SKUs linking to their detail', async () => {
    at('/products-errors');

    const grid = await screen.findByRole('table', { name: 'Products errors' });
    const sku = await within(grid).findByRole('link', { name: 'MC001-SKU-000' });
    expect(sku.getAttribute('href')).toBe('/products/MC001-SKU-000/detail');
    expect(within(grid).getAllByRole('link')).toHaveLength(10);
    expect(screen.getByText(/Errors of type FBA_INB_XXXX/)).toBeTruthy();
    expect(within(grid).getAllByText('FBA_INB_0118').length).toBeGreaterThan(0);
    expect(document.title).toMatch(/^Products Errors/);
  });

  it('shows every product detail field', async () => {
    at('/products/MC001-SKU-000/detail');

    expect(await screen.findByText('Trail Mug 350 ml')).toBeTruthy();
    expect(screen.getByText('X00ABCDEF1')).toBeTruthy();
    expect(screen.getByText('4.27 units (last 30 days)')).toBeTruthy();
    expect(screen.getByText('24')).toBeTruthy();
    expect(screen.getByText('16 × 12 × 10 in')).toBeTruthy();
  });

  it('refuses an empty Ignore with the spec’s message, then saves Yes', async () => {
    const state = { ignore: false, subBrandCode: null };
    at('/products/MC001-SKU-000/detail', productMocks(state));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ignore' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ignore' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(state.ignore).toBe(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ignore' }), 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit Ignore' })).toBeTruthy();
    expect(state.ignore).toBe(true);
  });

  it('gives the SKU to a sub brand, saving only that field', async () => {
    const state = { ignore: false, subBrandCode: null as string | null, lastSubBrand: undefined };
    at('/products/MC001-SKU-000/detail', productMocks(state));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sub Brand' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sub Brand' }), 'MC001-K');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Northwind Kids')).toBeTruthy();
    expect(state.lastSubBrand).toBe('MC001-K');
    expect(state.ignore).toBe(false);
  });

  it('says Product not found for a SKU the API does not answer', async () => {
    at('/products/OTHER-SKU/detail');

    expect(await screen.findByText('Product not found')).toBeTruthy();
  });
});
