import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agencyAdmin, sessionFor } from '../../../test/fixtures';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import type { MockResolvers } from '../../../test/schema-mock';
import { inventoryRow } from '../brand-health.fixtures';
import { BrandInventoryView, inventoryFileName } from './BrandInventoryView';

const at = (options: { mocks?: MockResolvers; resolve?: MockResolver }) =>
  renderWithApp(
    <Routes>
      <Route path="/brand-inventory/:id" element={<BrandInventoryView />} />
    </Routes>,
    { session: sessionFor(agencyAdmin), route: '/brand-inventory/MR001', ...options },
  );

const rows = [
  inventoryRow('SKU-B', { doi: 45.5, available: 109 }),
  inventoryRow('SKU-A', {
    doi: 12.2,
    available: 30,
    recommendedReplenishmentQty: 150,
    recommendedShipDate: '2026-11-30',
  }),
  inventoryRow('SKU-C', { doi: null, available: 0, fcTransfer: null }),
];
const mocks: MockResolvers = { Query: { brandInventory: () => rows } };
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('the brand inventory screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the brand inventory fields, lowest days of inventory first, N/A where unknown', async () => {
    at({ mocks });

    const table = await screen.findByRole('table', { name: 'Brand inventory' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const header of [
      'Seller SKU',
      'Days of inventory',
      'Average daily sales',
      'Sales last 30 days',
      'Units sold last 30 days',
      'Total units',
      'Inbound',
      'Available',
      'Recommended replenishment qty',
      'Recommended ship date',
    ])
      expect(headers.some((h) => h?.startsWith(header))).toBe(true);
    expect(firstCells(table)).toEqual(['SKU-A', 'SKU-B', 'SKU-C']);
    expect(within(bodyRows(table)[2] as HTMLElement).getAllByText('N/A').length).toBeGreaterThanOrEqual(2);
    expect(within(table).getAllByText('$1,440.50')).toHaveLength(3);
  });

  it('starts with the units held back from sale hidden, offered by the Columns chooser (ADR 0595)', async () => {
    at({ mocks });

    const table = await screen.findByRole('table', { name: 'Brand inventory' });
    const held = ['Date', 'FC transfer', 'FC processing', 'Customer order', 'Unfulfillable'];
    for (const header of held)
      expect(within(table).queryByRole('columnheader', { name: new RegExp(header) })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    for (const header of held) {
      const box = (await screen.findByRole('checkbox', { name: header })) as HTMLInputElement;
      expect(box.checked).toBe(false);
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unfulfillable' }));
    expect(await within(table).findByRole('columnheader', { name: /Unfulfillable/ })).toBeTruthy();
  });

  it('warns on a row with few days of inventory, and only there', async () => {
    at({ mocks });

    const table = await screen.findByRole('table', { name: 'Brand inventory' });
    const warnings = within(table).getAllByLabelText('Low inventory');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.closest('tr')?.textContent).toContain('SKU-A');
  });

  it('sorts by a column header', async () => {
    at({ mocks });

    const table = await screen.findByRole('table', { name: 'Brand inventory' });
    await userEvent.click(within(table).getByRole('button', { name: /^Seller SKU/ }));
    expect(firstCells(table)).toEqual(['SKU-A', 'SKU-B', 'SKU-C']);
    await userEvent.click(within(table).getByRole('button', { name: /^Available/ }));
    expect(firstCells(table)).toEqual(['SKU-B', 'SKU-A', 'SKU-C']);
  });

  it('exports the table as shown to a file named with the brand and the current date', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    at({ mocks });
    await screen.findByRole('table', { name: 'Brand inventory' });

    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));

    expect(fileName).toBe(inventoryFileName('MR001', new Date()));
    expect(fileName).toMatch(/^brand-inventory-MR001-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob?.text())?.replace(/^\ufeff/, '').split('\r\n') ?? [];
    expect(lines[0]?.startsWith('Seller SKU,ASIN,Product,Marketplace,Date,Days of inventory')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['SKU-A', 'SKU-B', 'SKU-C']);
    expect(lines[1]).toContain('12.2');
  });

  it("says 'Unable to get brand inventory' when loading fails", async () => {
    at({
      resolve: () => ({
        data: null,
        errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    expect(await screen.findByText('Unable to get brand inventory')).toBeTruthy();
  });

  it("says 'No data' for a brand without inventory", async () => {
    at({ mocks: { Query: { brandInventory: () => [] } } });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export to CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the forbidden state when the API refuses the brand', async () => {
    at({ resolve: () => ({ data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }) });
    expect(await screen.findByText('You do not have permission to view this page')).toBeTruthy();
  });
});
