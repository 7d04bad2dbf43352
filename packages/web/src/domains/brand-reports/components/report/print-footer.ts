import { format } from 'date-fns';

/** Text as a CSS string literal: quotes and backslashes escaped, '<' written as a CSS escape. */
export const cssString = (text: string): string =>
  `"${text
    .replace(/[\\"]/g, '\\$&')
    .replace(/</g, '\\3C ')
    .replace(/[\r\n]+/g, ' ')}"`;

/** 'Generated on 23 November 2026', as the cover and every page's foot print it. */
export const generatedOnText = (generatedOn: Date): string =>
  `Generated on ${format(generatedOn, 'd MMMM yyyy')}`;

/**
 * The printed page's margin boxes: the brand, month and generation date at the foot on the left,
 * 'Page n of m' on the right. Paged media margin boxes are what browsers print on every sheet; a
 * footer in the document would be laid out once, not per page.
 */
export function printFooterCss(brandName: string, month: string, generatedOn: Date): string {
  const left = cssString(`${brandName} · ${month} · ${generatedOnText(generatedOn)}`);
  const box = 'font-family: "Segoe UI", Arial, sans-serif; font-size: 8pt; color: #616161;';
  return `@media print { @page {
  @bottom-left { content: ${left}; ${box} }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); ${box} }
} }`;
}
