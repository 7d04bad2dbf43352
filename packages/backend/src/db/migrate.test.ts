import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../modules/domains.ts';
import { collectMigrations } from './migrate.ts';

describe('the migration list collected from the domains', () => {
  it('keeps the ids existing databases recorded, in order', () => {
    expect(Object.keys(collectMigrations()).sort()).toEqual([
      '0001_platform',
      '0002_reference_data',
      '0003_advertising',
      '0004_brand_reports',
      '0005_marketplace_timezones',
      '0006_seller_data',
      '0007_brands',
      '0008_seller_orders',
      '0009_asins',
      '0010_page_view_events',
      '0011_inventory',
      '0012_alerts',
    ]);
  });

  it('refuses an id that two domains register', () => {
    const [platform] = DOMAINS;
    if (!platform) throw new Error('no domains');
    const twice = [platform, { ...platform, name: 'copy' }];

    expect(() => collectMigrations(twice)).toThrow(
      'Migration 0001_platform is registered twice (again by copy)',
    );
  });
});
