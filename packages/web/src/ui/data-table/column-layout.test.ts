import { describe, expect, it } from 'vitest';
import { numbersFirst } from './column-layout';

describe('numbersFirst (a table on a phone)', () => {
  it('keeps the identifying column first and brings the numeric columns beside it', () => {
    const columns = [
      { field: 'sku' },
      { field: 'asin' },
      { field: 'product' },
      { field: 'revenue', align: 'end' },
      { field: 'units', align: 'end' },
    ];

    expect(numbersFirst(columns).map((c) => c.field)).toEqual(['sku', 'revenue', 'units', 'asin', 'product']);
  });

  it('brings a text column given a phone width next, before the figures', () => {
    const columns = [
      { field: 'product' },
      { field: 'type' },
      { field: 'message', phoneWidth: 200 },
      { field: 'count', align: 'end' },
    ];

    expect(numbersFirst(columns).map((c) => c.field)).toEqual(['product', 'message', 'count', 'type']);
  });
});
