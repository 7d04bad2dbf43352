import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The sign-in pages of spec 1 §6.2, shown without the shell. */
export const SCREENS = {
  login: screen('public', () => import('./views/LoginView'), 'LoginView'),
  forgotPassword: screen('public', () => import('./views/ForgotPasswordView'), 'ForgotPasswordView'),
  register: screen('public', () => import('./views/RegisterView'), 'RegisterView'),
  resetPassword: screen('public', () => import('./views/RegisterView'), 'ResetPasswordView'),
  createAccount: screen('public', () => import('./views/CreateAccountView'), 'CreateAccountView'),
  amazonAudit: screen('public', () => import('./views/AmazonAuditView'), 'AmazonAuditView'),
} satisfies ScreenManifest;
