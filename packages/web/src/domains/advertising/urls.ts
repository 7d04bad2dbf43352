import type { AdType } from '@portal/schema';
import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the advertising screens (spec 1 §2.1, spec 2 brand tabs, spec 3 connectors). */
export const advertisingPerformanceUrl = (adType: AdType, search = '') =>
  routeUrl('advertisingPerformance', { adsType: adType }, search);
export const brandAdsPerformanceUrl = (brandId: string, adType: AdType, search = '') =>
  routeUrl('brandAdsPerformance', { id: brandId, adsType: adType }, search);
/** Where an ecom3k brand admin's Advertising API card lives: the Connect to Amazon tab. */
export const accountConnectorsUrl = () => routeUrl('account', { tabValue: 'connect-to-amazon' });
export const brandUpdateUrl = (brandId: string) => routeUrl('brandUpdate', { id: brandId });
