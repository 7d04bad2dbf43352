import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../modules/domains.ts';
import { collectMigrations } from './migrate.ts';

describe('the migration list collected from the domains', () => {
  it('registers every migration file once, under its file name', () => {
    // No hand list: a migration is added by its file and the one domain manifest that owns it.
    const files = readdirSync(fileURLToPath(new URL('./migrations', import.meta.url)))
      .filter((name) => /^\d{4}_.+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(files.slice(0, 11)).toEqual([
      // The ids existing databases recorded; they never change.
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
    ]);
    expect(Object.keys(collectMigrations()).sort()).toEqual(files);
  });

  it('refuses an id that two domains register', () => {
    const platform = DOMAINS.find((domain) => domain.name === 'platform');
    if (!platform) throw new Error('no platform domain');
    const twice = [platform, { ...platform, name: 'copy' }];

    expect(() => collectMigrations(twice)).toThrow(
      'Migration 0001_platform is registered twice (again by copy)',
    );
  });
});
