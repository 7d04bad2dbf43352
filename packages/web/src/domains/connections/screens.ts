import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The Selling Partner callback and the local connector's consent page (spec 3 §2, issue 33). */
export const SCREENS = {
  authorizeSpApi: screen('shell', () => import('./views/AuthorizeSpApiView'), 'AuthorizeSpApiView'),
  localAmazonConsent: screen(
    'public',
    () => import('./views/LocalAmazonConsentView'),
    'LocalAmazonConsentView',
  ),
} satisfies ScreenManifest;
