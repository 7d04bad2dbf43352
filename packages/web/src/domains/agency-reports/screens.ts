import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** Agency Reports, title 'Reports' (spec 2 §2). */
export const SCREENS = {
  agencyReports: screen('shell', () => import('./views/AgencyReportsView'), 'AgencyReportsView'),
} satisfies ScreenManifest;
