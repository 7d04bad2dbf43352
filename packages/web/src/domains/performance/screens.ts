import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** Overall performance and sales performance (spec 2 §2, spec 1 §2.1). */
export const SCREENS = {
  performance: screen('shell', () => import('./views/PerformanceView'), 'PerformanceView'),
  performanceSales: screen('shell', () => import('./views/SalesPerformanceView'), 'SalesPerformanceView'),
} satisfies ScreenManifest;
