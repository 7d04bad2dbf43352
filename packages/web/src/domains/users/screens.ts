import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The users screens (spec 1 names /users and /account/users; issue 33 designs them). */
export const SCREENS = {
  users: screen('shell', () => import('./views/UsersView'), 'UsersView'),
  accountUsers: screen('shell', () => import('./views/AccountUsersView'), 'AccountUsersView'),
} satisfies ScreenManifest;
