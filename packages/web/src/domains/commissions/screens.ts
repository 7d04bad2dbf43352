import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** Commissions (spec 2 §2) and the commission details page (spec 3 §2). */
export const SCREENS = {
  commissions: screen('shell', () => import('./views/CommissionsView'), 'CommissionsView'),
  commissionsDetail: screen('shell', () => import('./views/CommissionDetailView'), 'CommissionDetailView'),
} satisfies ScreenManifest;
