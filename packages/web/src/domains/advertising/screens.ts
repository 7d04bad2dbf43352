import { type ScreenManifest, screen } from '../../app/screens/define-screens';

const performance = () => import('./views/AdvertisingPerformanceView');

/** Advertising performance (spec 1 §2.4), as its own page and as a brand tab, and the Ads callback. */
export const SCREENS = {
  advertisingPerformance: screen('shell', performance, 'AdvertisingPerformanceView'),
  brandAdsPerformance: screen('shell', performance, 'AdvertisingPerformanceView'),
  authorizeAds: screen('shell', () => import('./views/AuthorizeAdsView'), 'AuthorizeAdsView'),
} satisfies ScreenManifest;
