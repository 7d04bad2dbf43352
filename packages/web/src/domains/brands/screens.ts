import { type ScreenManifest, screen } from '../../app/screens/define-screens';

/** The brand screens (spec 2 §2). */
export const SCREENS = {
  brands: screen('shell', () => import('./views/BrandListView'), 'BrandListView'),
  brandDetail: screen('shell', () => import('./views/BrandDetailView'), 'BrandDetailView'),
  brandUpdate: screen('shell', () => import('./views/BrandUpdateView'), 'BrandUpdateView'),
  brandCreate: screen('shell', () => import('./views/BrandCreateView'), 'BrandCreateView'),
  brandsOverview: screen('shell', () => import('./views/BrandsOverviewView'), 'BrandsOverviewView'),
  brandsCustomAttributes: screen(
    'shell',
    () => import('./views/CustomAttributesView'),
    'BrandCustomAttributesView',
  ),
  customAttributes: screen('shell', () => import('./views/CustomAttributesView'), 'SkuCustomAttributesView'),
  subBrandCreate: screen('shell', () => import('./views/SubBrandCreateView'), 'SubBrandCreateView'),
  subBrandUpdate: screen('shell', () => import('./views/SubBrandUpdateView'), 'SubBrandUpdateView'),
  stripeBrands: screen('shell', () => import('./views/StripeBrandsView'), 'StripeBrandsView'),
} satisfies ScreenManifest;
