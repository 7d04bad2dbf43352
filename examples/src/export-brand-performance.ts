// An internal script using the portal's API (docs/api.md): a brand's last 30 days of performance to
// CSV, then the portal's own summary export of the same brand, announced by export-complete.
//
//   PORTAL_URL=https://portal.example PORTAL_API_KEY=pk_… BRAND_CODE=MR001 \
//     npm run export-brand-performance -w examples -- performance.csv
//
// The key needs PERFORMANCE_READ and INSIGHTS_READ for the brand (made at /account/api-keys).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, subDays } from 'date-fns';
import { createClient } from 'graphql-ws';
import Papa from 'papaparse';
import WebSocket from 'ws';
import {
  ExampleBrandPerformanceDocument,
  type ExampleBrandPerformanceQuery,
  ExampleExportCompleteDocument,
  type ExampleExportCompleteSubscription,
  ExampleStartBrandExportDocument,
} from './gql/graphql';
import { callPortal, PortalApiError } from './portal-client';

type PerformanceRow = ExampleBrandPerformanceQuery['performanceSkus']['rows'][number];
export type ExportComplete = ExampleExportCompleteSubscription['exportComplete'];

export interface ExportOptions {
  portalUrl: string;
  apiKey: string;
  brandCode: string;
  /** Where the CSV is written. */
  csvPath: string;
  /** The last day of the 30 (today unless given). */
  today?: Date;
  /** How long to wait for export-complete. */
  exportTimeoutMs?: number;
}

export interface ExportResult {
  rows: number;
  csvPath: string;
  exportComplete: ExportComplete;
}

// The performance grid's largest page (docs/api.md, Pagination).
const PAGE_SIZE = 100;
const DAY = 'yyyy-MM-dd';

const CSV_COLUMNS: Array<keyof PerformanceRow> = [
  'sellerSku',
  'asin',
  'productName',
  'brandCode',
  'currencyCode',
  'session',
  'pageViewsPercentage',
  'conversion',
  'units',
  'revenue',
  'buyBox',
];

/** Every page of the brand's SKUs over the period, in the portal's order (revenue, highest first). */
async function readAllRows(opts: ExportOptions, from: string, to: string): Promise<PerformanceRow[]> {
  const rows: PerformanceRow[] = [];
  for (let page = 0; ; page += 1) {
    const { performanceSkus } = await callPortal(
      opts.portalUrl,
      opts.apiKey,
      ExampleBrandPerformanceDocument,
      {
        filter: { from, to, brands: [opts.brandCode] },
        page,
        pageSize: PAGE_SIZE,
      },
    );
    rows.push(...performanceSkus.rows);
    if ((page + 1) * PAGE_SIZE >= performanceSkus.count) return rows;
  }
}

/**
 * Subscribes to export-complete over graphql-ws with the key, and resolves with the event of one
 * export (the subscription hears every export of the key's creator). Resolves `ready` once the
 * subscription is acknowledged, so nothing is missed between subscribing and starting the export.
 */
function exportCompleteListener(opts: ExportOptions) {
  const wsUrl = new URL('/graphql', opts.portalUrl);
  wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const client = createClient({
    url: wsUrl.toString(),
    // Node before 22 has no WebSocket of its own.
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${opts.apiKey}` },
    on: { connected: () => markReady() },
  });
  const seen: ExportComplete[] = [];
  const waiters = new Map<string, (event: ExportComplete) => void>();
  const failure = new Promise<never>((_, reject) => {
    client.subscribe<ExampleExportCompleteSubscription>(
      { query: ExampleExportCompleteDocument.toString() },
      {
        next: ({ data, errors }) => {
          if (errors?.length) return reject(new PortalApiError(errors as never));
          if (!data) return;
          seen.push(data.exportComplete);
          waiters.get(data.exportComplete.exportId)?.(data.exportComplete);
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => {},
      },
    );
  });
  return {
    ready: Promise.race([ready, failure]),
    completed(exportId: string, timeoutMs: number): Promise<ExportComplete> {
      const already = seen.find((e) => e.exportId === exportId);
      if (already) return Promise.resolve(already);
      return Promise.race([
        failure,
        new Promise<ExportComplete>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no export-complete in ${timeoutMs} ms`)),
            timeoutMs,
          );
          waiters.set(exportId, (event) => {
            clearTimeout(timer);
            resolve(event);
          });
        }),
      ]);
    },
    close: () => client.dispose(),
  };
}

export async function exportBrandPerformance(opts: ExportOptions): Promise<ExportResult> {
  const today = opts.today ?? new Date();
  const from = format(subDays(today, 29), DAY);
  const to = format(today, DAY);
  const listener = exportCompleteListener(opts);
  try {
    await listener.ready;
    const rows = await readAllRows(opts, from, to);
    const csv = Papa.unparse({
      fields: CSV_COLUMNS,
      data: rows.map((row) => CSV_COLUMNS.map((column) => row[column] ?? '')),
    });
    await writeFile(opts.csvPath, `${csv}\n`);
    const { exportInsightsSku } = await callPortal(
      opts.portalUrl,
      opts.apiKey,
      ExampleStartBrandExportDocument,
      {
        filter: { from, to, brands: [opts.brandCode] },
        brandCode: opts.brandCode,
        title: `${opts.brandCode} ${from} to ${to}`,
      },
    );
    const exportComplete = await listener.completed(
      exportInsightsSku.exportId,
      opts.exportTimeoutMs ?? 120_000,
    );
    return { rows: rows.length, csvPath: opts.csvPath, exportComplete };
  } finally {
    await listener.close();
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exportBrandPerformance({
    portalUrl: required('PORTAL_URL'),
    apiKey: required('PORTAL_API_KEY'),
    brandCode: required('BRAND_CODE'),
    csvPath: process.argv[2] ?? 'performance.csv',
  }).then(
    ({ rows, csvPath, exportComplete }) => {
      console.log(`${rows} SKUs written to ${csvPath}`);
      console.log(
        exportComplete.error
          ? `The summary export failed: ${exportComplete.error}`
          : `Summary export ready: ${exportComplete.fileName} ${exportComplete.downloadUrl ?? ''}`,
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
