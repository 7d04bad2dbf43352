import { describe, expect, it } from 'vitest';
import { categoryOptions, commissionTableRows, filterCommissions } from './commission-rows';
import { brandCommission, DEMO_ROWS } from './commissions.fixtures';

describe('the commissions table rows', () => {
  it('orders brands by brand code, with the change in money and percent to 2 decimals', () => {
    const rows = commissionTableRows(DEMO_ROWS, 'brand');

    expect(rows.map((r) => r.brandCode)).toEqual(['E3K001', 'MR001', 'MR100']);
    const mr001 = rows[1];
    expect([mr001?.change, mr001?.changePercent]).toEqual([400.25, 25.01]); // 400.25 / 1600.25
  });

  it('sums a category’s brands, so the groups add up to the brands', () => {
    const byBrand = commissionTableRows(DEMO_ROWS, 'brand');
    const byCategory = commissionTableRows(DEMO_ROWS, 'category');

    expect(byCategory.map((r) => [r.category, r.name, r.value])).toEqual([
      ['Beauty', 'E3K001', 2500],
      ['Home & Kitchen', 'MR001, MR100', 3000],
    ]);
    const total = (rows: typeof byBrand) => rows.reduce((s, r) => s + r.value, 0);
    expect(total(byCategory)).toBe(total(byBrand));
  });

  it('orders category groups by name, a longer list after its first category', () => {
    const rows = [
      brandCommission({ brandCode: 'A', category: 'Home & Kitchen, Pet Supplies' }),
      brandCommission({ brandCode: 'B', category: 'Home & Kitchen' }),
      brandCommission({ brandCode: 'C', category: 'Beauty' }),
    ];

    expect(commissionTableRows(rows, 'category').map((r) => r.category)).toEqual([
      'Beauty',
      'Home & Kitchen',
      'Home & Kitchen, Pet Supplies',
    ]);
  });

  it('leaves the comparison empty without a compare range', () => {
    const [row] = commissionTableRows([brandCommission({ brandCode: 'A1' })], 'category');
    expect([row?.oldValue, row?.change, row?.changePercent, row?.category]).toEqual([
      null,
      null,
      null,
      'N/A',
    ]);
  });

  it('keeps a brand whose category list names a chosen category', () => {
    const rows = [
      brandCommission({ brandCode: 'A', category: 'Home & Kitchen, Pet Supplies' }),
      brandCommission({ brandCode: 'B', category: 'Beauty' }),
    ];

    expect(
      filterCommissions(rows, { brands: [], categories: ['Pet Supplies'] }).map((r) => r.brandCode),
    ).toEqual(['A']);
    expect(categoryOptions(rows)).toEqual(['Beauty', 'Home & Kitchen', 'Pet Supplies']);
  });
});
