import { describe, expect, it } from 'vitest';
import { normalizeLayout, visibleColumns } from './column-layout';
import { toCsv } from './csv';
import type { DataTableColumn } from './types';

type Row = { name: string; clicks: number; cost: number | null; note?: string };
const columns: DataTableColumn<Row>[] = [
  { field: 'name', header: 'Name' },
  { field: 'clicks', header: 'Clicks' },
  {
    field: 'cost',
    header: 'Advertising cost',
    format: (v) => (v == null ? 'N/A' : `$${Number(v).toFixed(2)}`),
  },
  { field: 'note', header: 'Note' },
];

describe('toCsv', () => {
  it('writes a header of column titles and one line per row, with each cell formatted', () => {
    const csv = toCsv(columns.slice(0, 3), [{ name: 'Acme', clicks: 12, cost: 3.5 }]);
    expect(csv).toBe('Name,Clicks,Advertising cost\r\nAcme,12,$3.50');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv(
      [columns[0] as DataTableColumn<Row>],
      [{ name: 'Say "hi", then\nleave', clicks: 0, cost: 0 }],
    );
    expect(csv).toBe('Name\r\n"Say ""hi"", then\nleave"');
  });

  it('follows the displayed order and leaves hidden columns out', () => {
    const layout = normalizeLayout(columns, {
      columnsOrder: ['cost', 'name', 'clicks', 'note'],
      columnVisibilityModel: { clicks: false, note: false },
    });
    const csv = toCsv(visibleColumns(columns, layout), [{ name: 'Acme', clicks: 12, cost: null }]);
    expect(csv).toBe('Advertising cost,Name\r\nN/A,Acme');
  });

  it('writes missing values as empty cells', () => {
    const csv = toCsv([columns[3] as DataTableColumn<Row>], [{ name: 'Acme', clicks: 1, cost: 1 }]);
    expect(csv).toBe('Note\r\n');
  });

  it('keeps spreadsheet formulas from running but leaves negative numbers alone', () => {
    const csv = toCsv(
      [columns[0] as DataTableColumn<Row>, columns[1] as DataTableColumn<Row>],
      [{ name: '=HYPERLINK("x")', clicks: -5, cost: 0 }],
    );
    expect(csv).toBe('Name,Clicks\r\n"\'=HYPERLINK(""x"")",-5');
  });
});

describe('normalizeLayout', () => {
  it('drops unknown fields and shows new columns at the end', () => {
    const layout = normalizeLayout(columns, {
      columnsOrder: ['clicks', 'gone', 'name'],
      columnVisibilityModel: { name: false, gone: true },
    });
    expect(layout.columnsOrder).toEqual(['clicks', 'name', 'cost', 'note']);
    expect(layout.columnVisibilityModel).toEqual({ clicks: true, name: false, cost: true, note: true });
  });
});
