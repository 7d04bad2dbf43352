import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** Advertising performance (spec 1 §2.4), as its own page and as a brand tab, and the Ads callback. */
export const SCREENS = {
  advertisingPerformance: screen(
    'shell',
    () => import('./views/AdvertisingPerformanceView'),
    'AdvertisingPerformanceView',
  ),
  brandAdsPerformance: screen(
    'shell',
    () => import('./views/AdvertisingPerformanceView'),
    'AdvertisingPerformanceView',
  ),
  authorizeAds: screen('shell', () => import('./views/AuthorizeAdsView'), 'AuthorizeAdsView'),
} satisfies ScreenManifest;
