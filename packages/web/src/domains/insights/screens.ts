import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** Performance insights (spec 2 §2 'Performance Insights'). */
export const SCREENS = {
  performanceInsights: screen('shell', () => import('./views/InsightsView'), 'InsightsView'),
} satisfies ScreenManifest;
