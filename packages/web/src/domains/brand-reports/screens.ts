import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The monthly brand report screens (spec 1 §2.5). */
export const SCREENS = {
  brandReportList: screen('shell', () => import('./views/BrandReportListView'), 'BrandReportListView'),
  brandReportView: screen('shell', () => import('./views/BrandReportView'), 'BrandReportView'),
  brandReportUpdate: screen('shell', () => import('./views/BrandReportUpdateView'), 'BrandReportUpdateView'),
  brandReportsTab: screen('shell', () => import('./views/BrandReportsTabView'), 'BrandReportsTabView'),
} satisfies ScreenManifest;
