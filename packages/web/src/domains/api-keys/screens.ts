import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** /account/api-keys (issue 36): create, copy once, and revoke API keys. */
export const SCREENS = {
  apiKeys: screen('shell', () => import('./views/ApiKeysView'), 'ApiKeysView'),
} satisfies ScreenManifest;
