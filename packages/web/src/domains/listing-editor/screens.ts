import { type ScreenManifest, screen } from '../../app/screens/define-screens';

export const SCREENS = {
  listingItem: screen('shell', () => import('./views/ListingEditView'), 'ListingEditView'),
  newListing: screen('shell', () => import('./views/NewListingView'), 'NewListingView'),
} satisfies ScreenManifest;
