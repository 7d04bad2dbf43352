import { describe, expect, it } from 'vitest';
import { addMonths, isReportMonth, monthOf, reportMonthsUntil, reportWindow } from './report-months.ts';

describe('report months', () => {
  it('lists every month from 2021-04 to the last one, newest first', () => {
    const months = reportMonthsUntil('2022-02');
    expect(months[0]).toBe('2022-02');
    expect(months.at(-1)).toBe('2021-04');
    expect(months).toHaveLength(11);
  });

  it('crosses year ends in both directions', () => {
    expect(addMonths('2023-12', 1)).toBe('2024-01');
    expect(addMonths('2024-01', -1)).toBe('2023-12');
  });

  it('accepts only months inside 2021-04..last month', () => {
    expect(isReportMonth('2021-04', '2024-05')).toBe(true);
    expect(isReportMonth('2021-03', '2024-05')).toBe(false);
    expect(isReportMonth('2024-06', '2024-05')).toBe(false);
    expect(isReportMonth('2024-13', '2025-05')).toBe(false);
    expect(isReportMonth('2024-5', '2025-05')).toBe(false);
  });

  it('covers the six months ending with the chosen one', () => {
    expect(reportWindow('2024-02')).toEqual([
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });

  it('formats a date as YYYY-MM', () => {
    expect(monthOf(new Date(2024, 0, 31))).toBe('2024-01');
  });
});
