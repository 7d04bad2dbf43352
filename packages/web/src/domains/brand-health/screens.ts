import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** Brand health and brand inventory (spec 2 §2). */
export const SCREENS = {
  brandHealth: screen('shell', () => import('./views/BrandHealthView'), 'BrandHealthView'),
  brandInventory: screen('shell', () => import('./views/BrandInventoryView'), 'BrandInventoryView'),
} satisfies ScreenManifest;
