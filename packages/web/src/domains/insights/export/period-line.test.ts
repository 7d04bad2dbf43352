import { describe, expect, it } from 'vitest';
import { periodLine } from './period-line';

describe('the period line of an exported card', () => {
  const brands = [{ brandCode: 'AA01', name: 'Acme' }];
  it('names the period, the marketplace and every brand (all brands when none is picked)', () => {
    expect(periodLine({ from: '2026-10-01', to: '2026-10-31' }, brands, [])).toBe(
      '2026-10-01 to 2026-10-31 · United States · All brands',
    );
    expect(
      periodLine({ from: '2026-10-01', to: '2026-10-31', marketplace: 'A1F83G8C2ARO7P' }, brands, [
        'AA01',
        'ZZ09',
      ]),
    ).toBe('2026-10-01 to 2026-10-31 · United Kingdom · AA01 - Acme, ZZ09');
  });
  it('adds the comparison period when comparing', () => {
    expect(
      periodLine(
        { from: '2026-10-01', to: '2026-10-31', compareFrom: '2026-09-01', compareTo: '2026-09-30' },
        brands,
        [],
      ),
    ).toContain('compared with 2026-09-01 to 2026-09-30');
  });
});
