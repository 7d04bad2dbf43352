import { BRAND_HEALTH_START_DATE } from '@portal/schema';
import type { BrandPerformanceQuery } from '../../gql/graphql';
import { NOT_AVAILABLE } from '../../ui';

export type BrandPerformance = BrandPerformanceQuery['brandPerformance'][number];

/** Every month from the brand health start (2021-04-01) to the month of `today`, newest first. */
export function healthMonths(today: Date): string[] {
  const months: string[] = [];
  const last = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  let [year, month] = BRAND_HEALTH_START_DATE.split('-').map(Number) as [number, number];
  for (;;) {
    const day = `${year}-${String(month).padStart(2, '0')}-01`;
    if (day > last) break;
    months.unshift(day);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** 'April 2021' for '2021-04-01'. */
export const monthLabel = (month: string): string =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A rate (a fraction) as a percentage with two decimals; 'N/A' when missing. */
export const formatRate = (rate: number | null | undefined): string =>
  rate == null ? NOT_AVAILABLE : `${(rate * 100).toFixed(2)}%`;

export const formatCount = (value: number | null | undefined): string =>
  value == null ? NOT_AVAILABLE : value.toLocaleString('en-US');

export const formatHours = (value: number | null | undefined): string =>
  value == null ? NOT_AVAILABLE : `${value.toFixed(2)} h`;

export const formatText = (value: string | null | undefined): string =>
  value == null || value === '' ? NOT_AVAILABLE : value;

export const formatTimeFrame = (frame: { start: string | null; end: string | null } | undefined): string =>
  frame?.start && frame.end ? `${frame.start} – ${frame.end}` : NOT_AVAILABLE;

/** The marketplaces the brand has snapshots for, in the order the answer lists them. */
export const marketplacesOf = (rows: readonly BrandPerformance[]): string[] => [
  ...new Set(rows.map((r) => r.marketplaceId)),
];

/** A rate's value per month for one marketplace, oldest first (months without a snapshot are left out). */
export function rateTrend(
  rows: readonly BrandPerformance[],
  marketplaceId: string,
  read: (row: BrandPerformance) => number | null | undefined,
): Array<{ month: string; value: number }> {
  return rows
    .filter((r) => r.marketplaceId === marketplaceId)
    .flatMap((r) => {
      const value = read(r);
      return value == null ? [] : [{ month: r.month, value: value * 100 }];
    });
}
