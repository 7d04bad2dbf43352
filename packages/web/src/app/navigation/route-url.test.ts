import { describe, expect, it } from 'vitest';
import { routeUrl } from './route-url';

describe('routeUrl', () => {
  it('fills the parameters of the route table pattern, encoded', () => {
    expect(routeUrl('brandReportView', { id: 'MC 001/x', month: '2026-10' })).toBe(
      '/brandreports/view/MC%20001%2Fx/2026-10',
    );
  });

  it('leaves an optional segment out when it has no value', () => {
    expect(routeUrl('account', {})).toBe('/account');
    expect(routeUrl('account', { tabValue: 'billing' })).toBe('/account/billing');
  });

  it('appends a search string with or without its question mark', () => {
    expect(routeUrl('advertisingPerformance', { adsType: 'sp' }, '?from=1')).toBe(
      '/advertising-performance/sp?from=1',
    );
    expect(routeUrl('login', undefined, new URLSearchParams({ from: '/alerts' }))).toBe(
      '/login?from=%2Falerts',
    );
  });
});
