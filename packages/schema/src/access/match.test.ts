import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute } from './match.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'dashboard'],
    ['/advertising-performance/sb', 'advertisingPerformance'],
    ['/brands/update/B1/notes', 'brandUpdate'],
    ['/brands/update/B1', 'brandUpdate'],
    ['/brands/update-sub-brand/B1', 'subBrandUpdate'],
    ['/brands/create', 'brandCreate'],
    ['/brands/B1/detail', 'brandDetail'],
    ['/brands/B1/ads-performance/sp', 'brandAdsPerformance'],
    ['/brandreports/B1', 'brandReportList'],
    ['/brandreports/view/B1/2026-01', 'brandReportView'],
    ['/account/billing', 'account'],
    ['/account', 'account'],
    ['/amazon-listings-item/M/S/SKU-1/edit', 'listingItem'],
    ['/amazon-listings-item/M/S/SKU-1/edit/3', 'listingItem'],
    ['/amazon-listings-item/M/S/SKU-1/activity', 'listingItemActivity'],
    ['/payment-complete/billing', 'paymentComplete'],
    ['/register/abc', 'register'],
    ['/reset/abc', 'resetPassword'],
    ['/alerts?brands=B1#top', 'alerts'],
    ['/alerts/', 'alerts'],
  ])('matches %s to %s', (path, id) => {
    expect(matchRoute(path)).toBe(id);
  });

  it.each(['/nowhere', '/brands/B1', '/advertising-performance'])('knows no route for %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters and leaves optional ones out', () => {
    expect(
      buildPath('listingItem', { marketplaceId: 'M', sellerId: 'S', sku: 'A/B', tabValue: 'edit' }),
    ).toBe('/amazon-listings-item/M/S/A%2FB/edit');
  });

  it('refuses a missing required parameter', () => {
    expect(() => buildPath('brandDetail')).toThrow('id');
  });
});
