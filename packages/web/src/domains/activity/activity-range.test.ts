import { describe, expect, it } from 'vitest';
import { entriesLabel, lastPage } from './activity-range';

describe('the activity page range', () => {
  it('labels a full page and the short last page', () => {
    expect(entriesLabel(0, 40, 95)).toBe('Entries 1 to 40 of 95');
    expect(entriesLabel(2, 40, 95)).toBe('Entries 81 to 95 of 95');
  });

  it('labels an empty list without a negative range', () => {
    expect(entriesLabel(0, 40, 0)).toBe('Entries 0 to 0 of 0');
  });

  it('finds the last page that holds an entry', () => {
    expect(lastPage(40, 95)).toBe(2);
    expect(lastPage(40, 80)).toBe(1);
    expect(lastPage(40, 0)).toBe(0);
  });
});
