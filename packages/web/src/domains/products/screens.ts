import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** Products errors (spec 2 §2) and product detail (spec 3 §2). */
export const SCREENS = {
  productsErrors: screen('shell', () => import('./views/ProductsErrorsView'), 'ProductsErrorsView'),
  productDetail: screen('shell', () => import('./views/ProductDetailView'), 'ProductDetailView'),
} satisfies ScreenManifest;
