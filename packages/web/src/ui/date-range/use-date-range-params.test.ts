import { describe, expect, it } from 'vitest';
import { formatIsoDay, parseIsoDay } from './presets';
import { resolveDateRangeParams } from './use-date-range-params';

const today = parseIsoDay('2026-03-18') as Date;
const resolve = (search: string) => {
  const state = resolveDateRangeParams(new URLSearchParams(search), today);
  const iso = (r: { from: Date; to: Date } | null) =>
    r ? `${formatIsoDay(r.from)}..${formatIsoDay(r.to)}` : null;
  return { compare: state.compare, range: iso(state.range), compareRange: iso(state.compareRange) };
};

describe('resolveDateRangeParams', () => {
  it('restores compare from a link that carries only the compare period', () => {
    expect(resolve('from=2026-03-01&to=2026-03-10&compareFrom=2026-02-01&compareTo=2026-02-10')).toEqual({
      compare: true,
      range: '2026-03-01..2026-03-10',
      compareRange: '2026-02-01..2026-02-10',
    });
  });

  it('keeps compare off when the link says compare=false, whatever periods it carries', () => {
    expect(resolve('compare=false&compareFrom=2026-02-01&compareTo=2026-02-10').compare).toBe(false);
  });

  it('ignores a reversed or half compare period: no compare without compare=true', () => {
    expect(resolve('compareFrom=2026-02-10&compareTo=2026-02-01').compare).toBe(false);
    expect(resolve('compareFrom=2026-02-01').compare).toBe(false);
  });

  it('compares with the previous period when compare=true names no period', () => {
    expect(resolve('preset=7d&compare=true')).toEqual({
      compare: true,
      range: '2026-03-11..2026-03-17',
      compareRange: '2026-03-04..2026-03-10',
    });
  });
});
