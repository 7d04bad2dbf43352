import type { CardPdfContent } from './card-content';

// The standard PDF fonts encode WinAnsi only; these characters would print as garbage.
const PDF_SAFE: Record<string, string> = { '−': '-', '›': '>', '…': '...', '\u00a0': ' ', '\u202f': ' ' };
export const pdfSafe = (value: string) => value.replace(/[−›…\u00a0\u202f]/g, (c) => PDF_SAFE[c] ?? c);

/**
 * One card as a landscape A4 PDF: title, period, trail and figures, its charts, then its tables
 * (repeated header on each page). jsPDF is loaded on first export so the page's first load stays light.
 */
export async function cardPdf(content: CardPdfContent): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
  const margin = 36;
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  let y = margin + 8;
  doc.setFontSize(16);
  doc.text(pdfSafe(content.title), margin, y);
  y += 18;
  doc.setFontSize(10);
  doc.text(pdfSafe(content.subtitle), margin, y);
  y += 16;
  for (const line of content.lines) {
    doc.text(doc.splitTextToSize(pdfSafe(line), pageWidth - 2 * margin) as string[], margin, y);
    y += 14;
  }
  for (const image of content.images) {
    const width = Math.min(pageWidth - 2 * margin, image.width);
    const height = (image.height / Math.max(1, image.width)) * width;
    const fit = Math.min(1, (pageHeight - margin - y) / Math.max(1, height));
    if (fit < 0.5) {
      doc.addPage();
      y = margin;
    }
    const scale = fit < 0.5 ? Math.min(1, (pageHeight - 2 * margin) / Math.max(1, height)) : fit;
    doc.addImage(image.dataUrl, 'PNG', margin, y, width * scale, height * scale);
    y += height * scale + 12;
  }
  for (const table of content.tables) {
    autoTable(doc, {
      startY: y,
      margin: { left: margin, right: margin },
      head: [table.head.map(pdfSafe)],
      body: table.body.map((row) => row.map(pdfSafe)),
      styles: { fontSize: 8, cellPadding: 3 },
      headStyles: { fillColor: [15, 108, 189] },
      showHead: 'everyPage',
    });
    y = ((doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? y) + 12;
  }
  return doc.output('blob');
}
