import { type ScreenManifest, screen } from '../../app/screens/define-screens';

export const SCREENS = {
  listings: screen('shell', () => import('./views/ListingsView'), 'ListingsView'),
  reflecting: screen('shell', () => import('./views/ReflectingView'), 'ReflectingView'),
  deprecatedVariationThemes: screen(
    'shell',
    () => import('./views/DeprecatedThemesView'),
    'DeprecatedThemesView',
  ),
} satisfies ScreenManifest;
