import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The ASIN screens (spec 2 §2). */
export const SCREENS = {
  asins: screen('shell', () => import('./views/AsinListView'), 'AsinListView'),
  asinView: screen('shell', () => import('./views/AsinDetailView'), 'AsinDetailView'),
  asinUpdate: screen('shell', () => import('./views/AsinUpdateView'), 'AsinUpdateView'),
  asinPerformance: screen('shell', () => import('./views/AsinPerformanceView'), 'AsinPerformanceView'),
  asinInventory: screen('shell', () => import('./views/AsinInventoryView'), 'AsinInventoryView'),
  asinFees: screen('shell', () => import('./views/AsinFeesView'), 'AsinFeesView'),
  asinProductOffers: screen('shell', () => import('./views/AsinProductOffersView'), 'AsinProductOffersView'),
  asinKeywords: screen('shell', () => import('./views/AsinKeywordsView'), 'AsinKeywordsView'),
} satisfies ScreenManifest;
