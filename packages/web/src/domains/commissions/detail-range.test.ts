import { describe, expect, it } from 'vitest';
import { commissionDetailRange, readCommissionMonth } from './detail-range';

describe('the commission detail range', () => {
  it('defaults the month to the current UTC month and ignores one not written YYYY-MM', () => {
    expect(readCommissionMonth(null, '2026-11-27')).toBe('2026-11');
    expect(readCommissionMonth('2026-13', '2026-11-27')).toBe('2026-11');
    expect(readCommissionMonth('2026-08', '2026-11-27')).toBe('2026-08');
  });

  it('ends the current month yesterday', () => {
    expect(commissionDetailRange('2026-11', '2026-11-27')).toEqual({ from: '2026-06-01', to: '2026-11-26' });
  });

  it('ends a past month on its last day', () => {
    expect(commissionDetailRange('2026-02', '2026-11-27')).toEqual({ from: '2025-09-01', to: '2026-02-28' });
  });
});
