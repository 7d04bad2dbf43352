import { describe, expect, it } from 'vitest';
import { readCard, rowCount } from './card-content';
import { pdfSafe } from './card-pdf';

function cardFixture(): HTMLElement {
  const card = document.createElement('div');
  card.setAttribute('aria-label', 'Total Summary by Brands');
  card.innerHTML = `
    <nav><button>All brands</button><span>› AA01</span></nav>
    <div data-card-body>
      <div data-pdf-line><span>Revenue</span> <span>$1,200.00</span> <span>+3.0%</span></div>
      <table aria-label="Revenue by SKU">
        <thead><tr><th>SKU</th><th>Revenue</th></tr></thead>
        <tbody><tr><td>AA01-1</td><td>$700.00</td></tr><tr><td>AA01-2</td><td>$500.00</td></tr></tbody>
      </table>
    </div>`;
  return card;
}

describe('reading a card for its PDF', () => {
  it('takes the title, the trail, the marked figures and every table row as shown', () => {
    const content = readCard(cardFixture(), '2026-10-01 to 2026-10-31 · United States · All brands', 4);
    expect(content.title).toBe('Total Summary by Brands');
    expect(content.lines).toEqual(['All brands > AA01', 'Revenue $1,200.00 +3.0%']);
    expect(content.tables).toEqual([
      {
        caption: 'Revenue by SKU',
        head: ['SKU', 'Revenue'],
        body: [
          ['AA01-1', '$700.00'],
          ['AA01-2', '$500.00'],
        ],
      },
    ]);
    expect(content.images).toEqual([]);
    expect(rowCount(content)).toBe(2);
  });

  it('replaces characters the standard PDF fonts cannot print', () => {
    expect(pdfSafe('−1.5% › AA01 … 1\u00a0200')).toBe('-1.5% > AA01 ... 1 200');
  });
});
