import { describe, expect, it } from 'vitest';
import {
  type BrandReportData,
  formatPercent,
  htmlToText,
  moreRowsText,
  reportListRows,
  type Suppression,
  suppressionTables,
} from './report-model';

const suppression = (id: number, liftedAt: string | null): Suppression => ({
  id,
  asin: `B0000000${id}`,
  productName: `Product ${id}`,
  marketplace: 'United States',
  createdAt: '2024-03-02T00:00:00.000Z',
  liftedAt,
  alertLiftedId: null,
  diffHours: 5,
});

const report = (suppressions: Suppression[], removed: number[] = []): BrandReportData => ({
  month: '2024-03',
  brandInfo: {
    name: 'B',
    logo: '',
    productImage: '',
    brandCode: 'B',
    removedSuppressionIds: removed,
  },
  notes: { salesNote: null, adNote: null },
  suppressions,
  salesByMonth: [],
});

describe('htmlToText', () => {
  it('reads the text of a note, blocks separated by spaces', () => {
    expect(htmlToText('<p>Sales <b>up</b></p><ul><li>one</li><li>two</li></ul>')).toBe('Sales up one two');
  });

  it('never runs what the note contains', () => {
    let ran = false;
    (window as unknown as { hit: () => void }).hit = () => {
      ran = true;
    };
    expect(htmlToText('<img src=x onerror="hit()">text')).toBe('text');
    expect(ran).toBe(false);
  });
});

describe('reportListRows', () => {
  it('has a row for every month since 2021-04, N/A where no report is stored', () => {
    const rows = reportListRows(
      [
        {
          brandCode: 'B',
          month: '2021-05',
          salesNote: '<p>s</p>',
          adNote: null,
        },
      ],
      '2021-06',
    );
    expect(rows).toEqual([
      { month: '2021-06', salesNote: 'N/A', adNote: 'N/A' },
      { month: '2021-05', salesNote: 's', adNote: 'N/A' },
      { month: '2021-04', salesNote: 'N/A', adNote: 'N/A' },
    ]);
  });

  it('writes N/A, not a blank, for a month saved with empty notes', () => {
    const rows = reportListRows(
      [{ brandCode: 'B', month: '2021-04', salesNote: '<p></p>', adNote: '' }],
      '2021-04',
    );
    expect(rows).toEqual([{ month: '2021-04', salesNote: 'N/A', adNote: 'N/A' }]);
  });
});

describe('formatPercent', () => {
  it('rounds to 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(7)).toBe('7.00%');
    expect(formatPercent(null)).toBe('N/A');
  });
});

describe('suppressionTables', () => {
  it('shows at most 10 recovered and 5 still-down rows and counts the rest', () => {
    const rows = [
      ...Array.from({ length: 13 }, (_, i) => suppression(i + 1, '2024-03-20T00:00:00.000Z')),
      ...Array.from({ length: 8 }, (_, i) => suppression(i + 100, null)),
    ];
    const tables = suppressionTables(report(rows));
    expect(tables.recovered.rows).toHaveLength(10);
    expect(tables.recovered.more).toBe(3);
    expect(tables.stillDown.rows).toHaveLength(5);
    expect(tables.stillDown.more).toBe(3);
    expect(moreRowsText(3)).toBe('and 3 more rows');
  });

  it('counts a listing lifted after the month as still down then, and leaves ignored ones out', () => {
    const tables = suppressionTables(
      report([suppression(1, '2024-04-02T00:00:00.000Z'), suppression(2, '2024-03-10T00:00:00.000Z')], [2]),
    );
    expect(tables.stillDown.rows.map((s) => s.id)).toEqual([1]);
    expect(tables.recovered.rows).toEqual([]);
  });
});
