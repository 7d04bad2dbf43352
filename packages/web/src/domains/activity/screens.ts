import { type ScreenManifest, screen } from '../../app/screens/define-screens';

export const SCREENS = {
  listingsActivity: screen('shell', () => import('./views/ActivityView'), 'ActivityView'),
  listingItemActivity: screen('shell', () => import('./views/ActivityView'), 'ActivityView'),
} satisfies ScreenManifest;
