import { describe, expect, it } from 'vitest';
import { mergeEdits } from './merge-edits';

type Row = { sku: string; title: string };
const key = (row: Row) => row.sku;
const rows = (...skus: string[]): Row[] => skus.map((sku) => ({ sku, title: `Old ${sku}` }));

describe('mergeEdits', () => {
  it('puts an edit on its own row when rows above it have left', () => {
    const merged = mergeEdits(rows('B', 'C'), [{ row: { sku: 'C', title: 'New C' }, shownAt: 2 }], key);

    expect(merged).toEqual([
      { sku: 'B', title: 'Old B' },
      { sku: 'C', title: 'New C' },
    ]);
  });

  it('brings back a row edited after it left, where it was shown', () => {
    const merged = mergeEdits(rows('A', 'C'), [{ row: { sku: 'B', title: 'New B' }, shownAt: 1 }], key);

    expect(merged.map((r) => r.title)).toEqual(['Old A', 'New B', 'Old C']);
  });

  it('keeps every edit of a paste or fill over many rows', () => {
    const edits = ['A', 'B', 'C'].map((sku, shownAt) => ({ row: { sku, title: 'Filled' }, shownAt }));

    expect(mergeEdits(rows('A', 'B', 'C', 'D'), edits, key).map((r) => r.title)).toEqual([
      'Filled',
      'Filled',
      'Filled',
      'Old D',
    ]);
  });
});
