import { format, fromUnixTime } from 'date-fns';
import type { StripeInvoice } from '../../connectors/billing/billing-connector.ts';
import { loadPdf } from '../../files/load-pdf.ts';

/** Cents in the invoice's currency, as the billing page shows them (unit_amount / 100, 2 decimals). */
const moneyOf = (currency: string) => {
  const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return (cents: number) => formatter.format(cents / 100);
};
const dayOf = (seconds: number) => format(fromUnixTime(seconds), 'MMM d, yyyy');

/**
 * One invoice as an A4 PDF: who and when, the period, each line and the amount due. Rendered from
 * the billing connector's invoice object, so the local ledger and Stripe give the same document and
 * every download passes the portal's own access check.
 */
export async function invoicePdf(invoice: StripeInvoice, billedTo: string): Promise<Buffer> {
  const { jsPDF, autoTable } = await loadPdf();
  const money = moneyOf(invoice.currency);
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  doc.setFontSize(18);
  doc.text('Invoice', 40, 56);
  doc.setFontSize(10);
  const facts: [string, string][] = [
    ['Invoice', invoice.id],
    ['Billed to', billedTo],
    ['Date', dayOf(invoice.created)],
    ['Period', `${dayOf(invoice.period_start)} to ${dayOf(invoice.period_end)}`],
    ['Status', invoice.status === 'paid' ? 'Paid' : 'Open'],
  ];
  facts.forEach(([label, value], i) => {
    doc.text(label, 40, 84 + i * 16);
    doc.text(value, 130, 84 + i * 16);
  });
  autoTable(doc, {
    startY: 84 + facts.length * 16 + 8,
    margin: { left: 40, right: 40 },
    head: [['Description', 'Quantity', 'Amount']],
    body: invoice.lines.data.map((line) => [
      line.proration ? `${line.description} (prorated)` : line.description,
      String(line.quantity),
      money(line.amount),
    ]),
    foot: [['Amount due', '', money(invoice.amount_due)]],
    styles: { fontSize: 9, cellPadding: 4 },
    headStyles: { fillColor: [15, 108, 189] },
    footStyles: { fillColor: [240, 240, 240], textColor: [0, 0, 0] },
    columnStyles: { 1: { halign: 'right' }, 2: { halign: 'right' } },
  });
  return Buffer.from(doc.output('arraybuffer'));
}
