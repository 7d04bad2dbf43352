import { describe, expect, it } from 'vitest';
import { planAccountCatalog } from '../modules/seller-data/simulator/demo-catalog-plan.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { buildDemoData } from './demo-data.ts';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('demo data', () => {
  it('is the same for the same seed, scale and date', () => {
    expect(buildDemoData({ seed: 7, now: NOW })).toEqual(buildDemoData({ seed: 7, now: NOW }));
  });

  it('differs for another seed', () => {
    const a = buildDemoData({ seed: 7, now: NOW });
    const b = buildDemoData({ seed: 8, now: NOW });
    expect(a.users.map((u) => u.id)).not.toEqual(b.users.map((u) => u.id));
  });

  it('has every demo account, about 40 brands of all types, and sub brands', () => {
    const data = buildDemoData({ now: NOW });
    for (const account of DEMO_ACCOUNTS) expect(data.users.map((u) => u.email)).toContain(account.email);
    expect(data.brands).toHaveLength(40);
    expect(new Set(data.brands.map((b) => b.brandType))).toEqual(
      new Set(['ffp', 'ecom3k', 'mr', 'mc', 'aa']),
    );
    expect(data.brands.filter((b) => b.parentBrandCode === 'MR100')).toHaveLength(2);
  });

  it('dates activity relative to now, with some unread', () => {
    const data = buildDemoData({ now: NOW });
    const times = data.activity.map((a) => Date.parse(a.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 60 * 86_400_000);
    expect(data.activity.some((a) => !a.isRead)).toBe(true);
    expect(data.activity.some((a) => a.type.startsWith('listing update failed'))).toBe(true);
  });

  it('multiplies brands and activity with the scale knob', () => {
    const one = buildDemoData({ now: NOW, scale: 1 });
    const three = buildDemoData({ now: NOW, scale: 3 });
    expect(three.brands).toHaveLength(120);
    expect(three.activity.length).toBeGreaterThan(2 * one.activity.length);
  });

  it('grows the planned SKUs with the scale, not with its square', () => {
    // The knob multiplies brands (and so accounts); catalogs keep their size. A 3× seed plans
    // close to 3× the SKUs (the three large catalogs do not multiply), never ~9×.
    const skus = (scale: number) =>
      buildDemoData({ now: NOW, scale }).authorizedMarketplaces.reduce(
        (sum, a) =>
          sum + planAccountCatalog(1, { ...a, brandName: a.brandCode, currencyCode: 'USD' }).skus.length,
        0,
      );
    const ratio = skus(3) / skus(1);
    expect(ratio).toBeGreaterThan(2);
    expect(ratio).toBeLessThan(4);
  });
});
