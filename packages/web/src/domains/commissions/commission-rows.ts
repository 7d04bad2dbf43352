import { type CommissionsGroupBy, roundMoney } from '@portal/schema';
import type { BrandCommissionsQuery } from '../../gql/graphql';
import { NOT_AVAILABLE, percentChange } from '../../ui';

export type BrandCommission = BrandCommissionsQuery['brandCommissions'][number];

/** Spec 2 §2 'Group by': one row per brand, or per category. */
export type CommissionGroupBy = CommissionsGroupBy;
export const COMMISSION_GROUP_BY_LABELS: Record<CommissionGroupBy, string> = {
  brand: 'Brand',
  category: 'Category',
};

/** A table row: a brand, or the brands of one category list summed (in one currency). */
export interface CommissionTableRow {
  id: string;
  /** Set on a brand row: its code links to the brand's commission detail. */
  brandCode: string | null;
  /** The brand's name, or a category row's brand codes. */
  name: string;
  category: string;
  accountManager: string;
  currencyCode: string;
  brandCount: number;
  value: number;
  predicted: number;
  oldValue: number | null;
  oldPredicted: number | null;
  /** value − oldValue, to the cent; null without a compare range. */
  change: number | null;
  /** Percent change of the value, to 2 decimals. */
  changePercent: number | null;
}

/** Spec 2 §3: a brand's category is a comma-separated list. */
export const categoriesOf = (category: string | null | undefined): string[] =>
  (category ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** Every category named by the rows, sorted, for the category filter. */
export const categoryOptions = (rows: readonly BrandCommission[]): string[] =>
  [...new Set(rows.flatMap((r) => categoriesOf(r.category)))].sort((a, b) => a.localeCompare(b));

/** The rows the brand and category filters keep (a brand matches any of its categories). */
export function filterCommissions(
  rows: readonly BrandCommission[],
  filter: { brands: readonly string[]; categories: readonly string[] },
): BrandCommission[] {
  return rows.filter(
    (r) =>
      (filter.brands.length === 0 || filter.brands.includes(r.brandCode)) &&
      (filter.categories.length === 0 || categoriesOf(r.category).some((c) => filter.categories.includes(c))),
  );
}

const sumOrNull = (values: readonly (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : roundMoney(values.reduce<number>((s, v) => s + (v ?? 0), 0));

function toRow(id: string, brands: readonly BrandCommission[], first: BrandCommission, byBrand: boolean) {
  const value = roundMoney(brands.reduce((s, b) => s + b.value, 0));
  const oldValue = sumOrNull(brands.map((b) => b.oldValue ?? null));
  return {
    id,
    brandCode: byBrand ? first.brandCode : null,
    name: byBrand ? first.name : brands.map((b) => b.brandCode).join(', '),
    category: categoriesOf(first.category).join(', ') || NOT_AVAILABLE,
    accountManager: byBrand ? (first.accountManager ?? NOT_AVAILABLE) : '',
    currencyCode: first.currencyCode,
    brandCount: brands.length,
    value,
    predicted: roundMoney(brands.reduce((s, b) => s + b.predicted, 0)),
    oldValue,
    oldPredicted: sumOrNull(brands.map((b) => b.oldPredicted ?? null)),
    change: oldValue === null ? null : roundMoney(value - oldValue),
    changePercent: percentChange(value, oldValue),
  } satisfies CommissionTableRow;
}

/**
 * Spec 2 §9: brands ordered by brand_code ascending. By category, each brand counts once, under its
 * whole category list, so the groups add up to the brands (and to the chart); amounts of different
 * currencies are never added, so a currency is part of a group's key.
 */
export function commissionTableRows(
  rows: readonly BrandCommission[],
  groupBy: CommissionGroupBy,
): CommissionTableRow[] {
  const byCode = [...rows].sort((a, b) =>
    a.brandCode < b.brandCode ? -1 : a.brandCode > b.brandCode ? 1 : 0,
  );
  if (groupBy === 'brand') return byCode.map((r) => toRow(r.brandCode, [r], r, true));
  const groups = new Map<string, BrandCommission[]>();
  for (const row of byCode) {
    const key = `${categoriesOf(row.category).join(', ') || NOT_AVAILABLE}|${row.currencyCode}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  // By category name, then currency: 'Home & Kitchen' before 'Home & Kitchen, Pet Supplies'.
  const label = (key: string) => key.split('|') as [string, string];
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [categoryA, currencyA] = label(a);
      const [categoryB, currencyB] = label(b);
      return categoryA.localeCompare(categoryB) || currencyA.localeCompare(currencyB);
    })
    .map(([key, brands]) => toRow(key, brands, brands[0] as BrandCommission, false));
}
