import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the connection screens (spec 3 §2). */
export const connectToAmazonUrl = () => routeUrl('account', { tabValue: 'connect-to-amazon' });
export const accountBillingUrl = () => routeUrl('account', { tabValue: 'billing' });
export const brandUpdateUrl = (brandCode: string) => routeUrl('brandUpdate', { id: brandCode });
export const fetchingListingsUrl = (brandCode: string) =>
  routeUrl('listings', {}, `?brands=${encodeURIComponent(brandCode)}&fetchingListings=true`);

/** Where the listing screens keep the chosen seller and marketplace; a new grant clears them (spec 3 §4). */
export const SAVED_SELECTION_KEYS = ['selectedSeller', 'selectedMarketplace'] as const;
