import { type ScreenManifest, screen } from '../screens/define-screens';

/** The shell's own pages that are routes of the access table. */
export const SCREENS = {
  noAccess: screen('shell', () => import('./NoAccessPage'), 'NoAccessPage'),
} satisfies ScreenManifest;
