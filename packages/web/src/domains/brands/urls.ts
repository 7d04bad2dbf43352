import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the brand screens (spec 2 §2). */
export const brandDetailUrl = (brandCode: string) => routeUrl('brandDetail', { id: brandCode });
export const brandUpdateUrl = (brandCode: string, tabValue = 'edit') =>
  routeUrl('brandUpdate', { id: brandCode, tabValue });
export const brandCreateUrl = () => routeUrl('brandCreate');
export const brandListingsUrl = (brandCode: string) =>
  routeUrl('listings', {}, new URLSearchParams({ brands: brandCode }));
export const brandAlertsUrl = (brandCode: string) =>
  routeUrl('alerts', {}, new URLSearchParams({ brands: brandCode }));
export const brandCustomAttributesUrl = (brandCode: string) =>
  routeUrl('brandsCustomAttributes', {}, new URLSearchParams({ brand: brandCode }));
export const subBrandCreateUrl = () => routeUrl('subBrandCreate');
export const subBrandUpdateUrl = (subBrandCode: string) => routeUrl('subBrandUpdate', { id: subBrandCode });
