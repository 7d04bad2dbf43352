import { type ScreenManifest, screen } from '../../app/screens/define-screens';

export const SCREENS = {
  dashboard: screen('shell', () => import('./views/DashboardView'), 'DashboardView'),
} satisfies ScreenManifest;
