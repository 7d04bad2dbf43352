import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-utils';
import { DataTable, type DataTableProps } from './DataTable';
import { memoryTableLayoutStore } from './table-layout-store';
import type { DataTableColumn, TableLayout } from './types';

type Row = { id: string; name: string; clicks: number; cost: number };
const columns: DataTableColumn<Row>[] = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'clicks', header: 'Clicks', sortable: true, align: 'end' },
  { field: 'cost', header: 'Cost', format: (v) => `$${Number(v).toFixed(2)}` },
];
const rows: Row[] = [
  { id: 'a', name: 'Acme', clicks: 12, cost: 3.5 },
  { id: 'b', name: 'Bolt, Inc', clicks: 7, cost: 1 },
];

function renderTable(overrides: Partial<DataTableProps<Row>> = {}) {
  const props: DataTableProps<Row> = {
    tableName: 'campaigns',
    ariaLabel: 'Campaigns',
    columns,
    rows,
    count: 120,
    getRowId: (row) => row.id,
    page: 0,
    pageSize: 40,
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    layoutStore: null,
    ...overrides,
  };
  renderUi(<DataTable {...props} />);
  return props;
}

const headers = () =>
  within(screen.getByRole('table', { name: 'Campaigns' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('DataTable column layout', () => {
  it('loads the saved layout on mount: hidden columns are not rendered and the order is respected', async () => {
    const saved: TableLayout = {
      columnsOrder: ['cost', 'name', 'clicks'],
      columnVisibilityModel: { clicks: false },
    };
    const store = memoryTableLayoutStore({ campaigns: saved });
    const load = vi.spyOn(store, 'load');
    renderTable({ layoutStore: store });
    await waitFor(() => expect(headers()).toEqual(['Cost', 'Name']));
    expect(load).toHaveBeenCalledWith('campaigns');
    expect(screen.queryByText('12')).toBeNull();
  });

  it('saves the layout when a column is hidden', async () => {
    const store = memoryTableLayoutStore();
    const save = vi.spyOn(store, 'save');
    renderTable({ layoutStore: store });
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Clicks' }));
    expect(save).toHaveBeenCalledWith('campaigns', {
      columnsOrder: ['name', 'clicks', 'cost'],
      columnVisibilityModel: { name: true, clicks: false, cost: true },
    });
    expect(headers()).toEqual(['Name', 'Cost']);
  });

  it('saves the new order when a column is moved up', async () => {
    const store = memoryTableLayoutStore();
    renderTable({ layoutStore: store });
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move Cost up' }));
    expect(headers()).toEqual(['Name', 'Cost', 'Clicks']);
    await waitFor(() => expect(store.layouts.campaigns?.columnsOrder).toEqual(['name', 'cost', 'clicks']));
  });
});

describe('DataTable paging and sorting', () => {
  it('starts on page 0 and asks for page 1 next', async () => {
    const props = renderTable();
    expect(screen.getByText('1–40 of 120')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(props.onPageChange).toHaveBeenCalledWith(1);
  });

  it('asks for the last page when it is opened past the end (?page=999)', () => {
    const props = renderTable({ page: 999, count: 30 });
    expect(props.onPageChange).toHaveBeenCalledWith(0);
  });

  it('sorts a column that asks for it descending on the first click', async () => {
    const onSortChange = vi.fn();
    renderTable({
      columns: [
        columns[0] as DataTableColumn<Row>,
        { ...(columns[1] as DataTableColumn<Row>), firstSortDirection: 'desc' },
      ],
      onSortChange,
    });
    await userEvent.click(screen.getByText('Clicks'));
    expect(onSortChange).toHaveBeenCalledWith('clicks', 'desc');
  });

  it('writes a totals row under the rows, in the columns formats', () => {
    renderTable({ totals: { id: 'totals', name: 'Total', clicks: 19, cost: 4.5 } });
    const totals = screen.getByText('Total').closest('tr') as HTMLElement;
    expect(within(totals).getByText('19')).toBeTruthy();
    expect(within(totals).getByText('$4.50')).toBeTruthy();
  });

  it('goes back to page 0 when the page size changes', async () => {
    const props = renderTable({ page: 2, pageSizeOptions: [40, 60, 80, 100] });
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '60');
    expect(props.onPageSizeChange).toHaveBeenCalledWith(60);
    expect(props.onPageChange).toHaveBeenCalledWith(0);
  });

  it('asks for an ascending sort on a new column, and marks the sorted header', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange, sortBy: 'name', sortDirection: 'asc' });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Clicks' })).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith('clicks', 'asc');
  });

  it('flips the direction on the sorted column', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange, sortBy: 'name', sortDirection: 'asc' });
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith('name', 'desc');
  });
});

describe('DataTable states', () => {
  it('says No data for an empty page', () => {
    renderTable({ rows: [], count: 0 });
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('shows the error message instead of rows', () => {
    renderTable({ error: 'Unable to get data' });
    expect(screen.getByText('Unable to get data')).toBeTruthy();
    expect(screen.queryByText('Acme')).toBeNull();
  });

  it('renders only a window of a large page', () => {
    // jsdom lays nothing out; give the scroll area the height a browser would.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
    const many = Array.from({ length: 1000 }, (_, i) => ({
      id: `r${i}`,
      name: `Row ${i}`,
      clicks: i,
      cost: i,
    }));
    renderTable({ rows: many, count: 1000, pageSize: 1000 });
    const rendered = within(screen.getByRole('table', { name: 'Campaigns' })).getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(1);
    expect(rendered.length).toBeLessThan(100);
    expect(screen.getByText('Row 0')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('DataTable CSV export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the visible columns and rows as shown', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const store = memoryTableLayoutStore({
      campaigns: { columnsOrder: ['cost', 'name', 'clicks'], columnVisibilityModel: { clicks: false } },
    });
    renderTable({ layoutStore: store, exportFileName: 'Campaigns' });
    await waitFor(() => expect(headers()).toEqual(['Cost', 'Name']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for Excel
    expect(await blob?.text()).toBe('Cost,Name\r\n$3.50,Acme\r\n$1.00,"Bolt, Inc"');
  });
});
