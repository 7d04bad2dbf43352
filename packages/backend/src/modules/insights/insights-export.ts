import { currencyOf, INSIGHTS_MESSAGES, MARKETPLACES } from '@portal/schema';
import type { InsightExportCard, InsightRow, InsightsExportBody } from '@portal/schema/rest';
import { loadPdf } from '../../files/load-pdf.ts';
import type { InsightsService, Periods } from './insights.service.ts';
import type { InsightScope } from './insights.sql.ts';

type Kind = 'text' | 'count' | 'money' | 'percent';
/** The columns a SKU list can carry, in the order a reader expects; empty ones are left out. */
const COLUMNS: readonly { field: keyof InsightRow; header: string; kind: Kind }[] = [
  { field: 'seller_sku', header: 'SKU', kind: 'text' },
  { field: 'label', header: 'Promotion', kind: 'text' },
  { field: 'value', header: 'Value', kind: 'count' },
  { field: 'old_value', header: 'Previous value', kind: 'count' },
  { field: 'count', header: 'Orders', kind: 'count' },
  { field: 'old_count', header: 'Previous orders', kind: 'count' },
  { field: 'average_order', header: 'Average order', kind: 'money' },
  { field: 'old_average_order', header: 'Previous average order', kind: 'money' },
  { field: 'repeating_percentage', header: 'Repeat purchasers', kind: 'percent' },
  { field: 'old_repeating_percentage', header: 'Previous repeat purchasers', kind: 'percent' },
  { field: 'units_returned', header: 'Units returned', kind: 'count' },
  { field: 'old_units_returned', header: 'Previous units returned', kind: 'count' },
  { field: 'percentage', header: 'Percent', kind: 'percent' },
  { field: 'old_percentage', header: 'Previous percent', kind: 'percent' },
];

/** The card's value column is money for revenue-like cards (summary and subscribe and save sell). */
const VALUE_IS_MONEY: ReadonlySet<InsightExportCard> = new Set(['summary', 'sub-and-save', 'promo-codes']);

function formatter(kind: Kind, currency: string): (value: unknown) => string {
  if (kind === 'text') return (v) => (v == null ? '' : String(v));
  const format =
    kind === 'money'
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency })
      : kind === 'percent'
        ? new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        : new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return (v) => (typeof v !== 'number' ? '' : kind === 'percent' ? `${format.format(v)}%` : format.format(v));
}

/** The rows of a card's SKU list, as the matching GET /performance/…/sku call answers them. */
export function skuRowsOf(
  service: InsightsService,
  card: InsightExportCard,
  scope: InsightScope,
  periods: Periods,
): Promise<InsightRow[]> {
  switch (card) {
    case 'summary':
      return service.summaryBy(scope, periods, 'sku');
    case 'average-order':
      return service.averageOrder(scope, periods, 'sku');
    case 'purchasers':
      return service.purchasers(scope, periods, 'sku');
    case 'return-rate':
      return service.returnRate(scope, periods, 'sku');
    case 'sub-and-save':
      return service.subAndSave(scope, periods, 'sku');
    case 'promo-codes':
      return service.promoCodes(scope, periods, 'sku');
  }
}

/** The period line under the title, as the page's card header reads. */
export function periodLine(body: InsightsExportBody): string {
  const market = MARKETPLACES.find((m) => m.marketplaceId === body.marketplace)?.name ?? body.marketplace;
  const compare =
    body.compareFrom && body.compareTo ? `, compared with ${body.compareFrom} to ${body.compareTo}` : '';
  return `${body.from} to ${body.to}${compare} · ${market} · brand ${body.brand}`;
}

/** A landscape A4 PDF of a SKU list: title, period, then the table with its header on every page. */
export async function skuListPdf(body: InsightsExportBody, rows: readonly InsightRow[]): Promise<Buffer> {
  const { jsPDF, autoTable } = await loadPdf();
  const currency = currencyOf(body.marketplace);
  const columns = COLUMNS.filter((c) => rows.some((r) => r[c.field] != null)).map((c) =>
    (c.field === 'value' || c.field === 'old_value') && VALUE_IS_MONEY.has(body.card)
      ? { ...c, header: c.field === 'value' ? 'Revenue' : 'Previous revenue', kind: 'money' as const }
      : c,
  );
  const formats = columns.map((c) => formatter(c.kind, currency));
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
  doc.setFontSize(16);
  doc.text(body.title, 36, 44);
  doc.setFontSize(10);
  // The standard fonts encode WinAnsi only: the middle dot is in it, the bullet-like separators are not.
  doc.text(periodLine(body), 36, 62);
  if (rows.length === 0) {
    doc.text(INSIGHTS_MESSAGES.noDataFound, 36, 86);
    return Buffer.from(doc.output('arraybuffer'));
  }
  autoTable(doc, {
    startY: 76,
    margin: { left: 36, right: 36 },
    head: [columns.map((c) => c.header)],
    body: rows.map((row) => columns.map((c, i) => formats[i]?.(row[c.field]) ?? '')),
    styles: { fontSize: 8, cellPadding: 3 },
    headStyles: { fillColor: [15, 108, 189] },
    showHead: 'everyPage',
  });
  return Buffer.from(doc.output('arraybuffer'));
}
