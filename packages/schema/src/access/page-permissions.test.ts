import { describe, expect, it } from 'vitest';
import { ASIN_MENU } from './asin-menu.ts';
import { BRAND_MENU } from './brand-menu.ts';
import { MENU } from './menu.ts';
import { PAGE_PERMISSIONS } from './page-permissions.ts';
import { ROUTES } from './routes.ts';

describe('page permissions', () => {
  it('are each named by a route or a menu entry (no dead rule)', () => {
    const named = new Set<string>([
      ...ROUTES.flatMap((r) => ('permission' in r ? [r.permission] : [])),
      ...MENU.map((e) => e.permission),
      ...BRAND_MENU.map((e) => e.permission),
      ...ASIN_MENU.map((e) => e.permission),
    ]);

    expect(Object.keys(PAGE_PERMISSIONS).filter((p) => !named.has(p))).toEqual([]);
  });
});
