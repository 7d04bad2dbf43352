import { describe, expect, it } from 'vitest';
import { askedBrands } from './brand-scope.ts';

describe('askedBrands', () => {
  it('reads every brand for staff who ask none, and what they ask otherwise', () => {
    expect(askedBrands(null, [])).toBeNull();
    expect(askedBrands(null, ['MC001'])).toEqual(['MC001']);
  });

  it('narrows a brand user to the asked brands it may see, never wider', () => {
    expect(askedBrands(['MR001', 'MR001-A'], [])).toEqual(['MR001', 'MR001-A']);
    expect(askedBrands(['MR001', 'MR001-A'], ['MR001-A', 'MC001'])).toEqual(['MR001-A']);
    expect(askedBrands(['MR001'], ['MC001'])).toEqual([]);
  });
});
