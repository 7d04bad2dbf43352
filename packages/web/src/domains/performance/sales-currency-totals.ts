import type { CurrencyGroup } from './currency-groups';

type MoneyRow = {
  currencyCode?: string | null;
  revenue?: number | null;
  lyRevenue?: number | null;
  units?: number | null;
  lyUnits?: number | null;
};

/** One currency's money totals over the brand and marketplace rows, this year and last. */
export type CurrencyMoney = {
  group: CurrencyGroup;
  revenue: number;
  lyRevenue: number;
  asp: number | null;
  lyAsp: number | null;
};

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Revenue and ASP per currency from the answer's rows, each of one brand in one marketplace and so
 * of one currency: the totals row adds every currency together, which is never shown (decision 0290).
 */
export function salesMoneyByCurrency(
  rows: readonly MoneyRow[],
  groups: readonly CurrencyGroup[],
): CurrencyMoney[] {
  return groups.map((group) => {
    const own = rows.filter((row) => row.currencyCode === group.currency);
    const sum = (pick: (row: MoneyRow) => number | null | undefined) =>
      own.reduce((total, row) => total + (pick(row) ?? 0), 0);
    const revenue = cents(sum((r) => r.revenue));
    const lyRevenue = cents(sum((r) => r.lyRevenue));
    const units = sum((r) => r.units);
    const lyUnits = sum((r) => r.lyUnits);
    return {
      group,
      revenue,
      lyRevenue,
      asp: units > 0 ? cents(revenue / units) : null,
      lyAsp: lyUnits > 0 ? cents(lyRevenue / lyUnits) : null,
    };
  });
}
