import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable } from '../../src/ui/data-table/DataTable';
import { memoryTableLayoutStore } from '../../src/ui/data-table/table-layout-store';
import type { DataTableColumn } from '../../src/ui/data-table/types';
import { generateRows, type HarnessRow } from './rows';

/** What the bench reads once the first screen is painted (ms from this page's navigation start). */
export interface TableBenchResult {
  rows: number;
  generateMs: number;
  renderStartMs: number;
  firstScreenMs: number;
  domNodes: number;
  renderedRows: number;
}

declare global {
  interface Window {
    tableBench?: TableBenchResult;
  }
}

const ROW_COUNT = Number(new URLSearchParams(window.location.search).get('rows') ?? 100_000);

const money = (value: unknown) => `$${Number(value).toFixed(2)}`;
const COLUMNS: DataTableColumn<HarnessRow>[] = [
  { field: 'sku', header: 'SKU' },
  { field: 'asin', header: 'ASIN' },
  { field: 'title', header: 'Title' },
  { field: 'brandCode', header: 'Brand code' },
  { field: 'units', header: 'Units', align: 'end' },
  { field: 'revenue', header: 'Revenue', align: 'end', format: money },
  { field: 'sessions', header: 'Sessions', align: 'end' },
  { field: 'conversion', header: 'Conversion', align: 'end', format: (v) => `${Number(v).toFixed(1)}%` },
];

const start = performance.now();
const rows = generateRows(ROW_COUNT);
const generated = performance.now();
const store = memoryTableLayoutStore();
const noop = () => undefined;

/** Reports once the rows are in the DOM and the browser has painted the frame that shows them. */
function FirstScreen() {
  useLayoutEffect(() => {
    requestAnimationFrame(() => {
      // The callback after the next frame's start: the previous frame (with the rows) was painted.
      setTimeout(() => {
        window.tableBench = {
          rows: ROW_COUNT,
          generateMs: generated - start,
          renderStartMs: generated,
          firstScreenMs: performance.now(),
          domNodes: document.getElementsByTagName('*').length,
          renderedRows: document.querySelectorAll('tbody tr td').length / COLUMNS.length,
        };
      }, 0);
    });
  }, []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('harness page lacks #root');
createRoot(root).render(
  <FluentProvider theme={webLightTheme}>
    <DataTable<HarnessRow>
      tableName="bench"
      ariaLabel="Generated rows"
      columns={COLUMNS}
      rows={rows}
      count={rows.length}
      getRowId={(row) => row.sku}
      page={0}
      pageSize={rows.length}
      pageSizeOptions={[rows.length]}
      onPageChange={noop}
      onPageSizeChange={noop}
      layoutStore={store}
    />
    <FirstScreen />
  </FluentProvider>,
);
