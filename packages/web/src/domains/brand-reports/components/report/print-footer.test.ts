import { describe, expect, it } from 'vitest';
import { cssString, generatedOnText, printFooterCss } from './print-footer';

describe('the printed report footer', () => {
  it('numbers every page out of the total', () => {
    const css = printFooterCss('Northwind Outdoors', '2026-10', new Date(2026, 10, 23));
    expect(css).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages);');
  });

  it('names the brand, the month and the day the report was generated', () => {
    const css = printFooterCss('Northwind Outdoors', '2026-10', new Date(2026, 10, 23));
    expect(css).toContain('content: "Northwind Outdoors · 2026-10 · Generated on 23 November 2026";');
    expect(generatedOnText(new Date(2026, 0, 5))).toBe('Generated on 5 January 2026');
  });

  it('keeps a brand name with quotes or markup inside its CSS string', () => {
    expect(cssString('A "quoted" \\ </style> brand')).toBe('"A \\"quoted\\" \\\\ \\3C /style> brand"');
  });
});
