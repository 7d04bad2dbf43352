import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The alerts page (spec 2 §2). */
export const SCREENS = {
  alerts: screen('shell', () => import('./views/AlertsView'), 'AlertsView'),
} satisfies ScreenManifest;
