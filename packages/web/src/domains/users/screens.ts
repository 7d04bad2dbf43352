import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The admins' users screen (spec 1 names /users; issue 33 designs it). */
export const SCREENS = {
  users: screen('shell', () => import('./views/UsersView'), 'UsersView'),
} satisfies ScreenManifest;
