import type { AdType } from '@portal/schema';

/** Typed links of the advertising screens (spec 1 §2.1, spec 2 brand tabs, spec 3 connectors). */
export const advertisingPerformanceUrl = (adType: AdType, search = '') =>
  `/advertising-performance/${adType}${search}`;
export const brandAdsPerformanceUrl = (brandId: string, adType: AdType, search = '') =>
  `/brands/${encodeURIComponent(brandId)}/ads-performance/${adType}${search}`;
export const accountConnectorsUrl = () => '/account/connectors';
export const brandUpdateUrl = (brandId: string) => `/brands/update/${encodeURIComponent(brandId)}`;
