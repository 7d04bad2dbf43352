import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the commissions screens (spec 2 §2 'Commissions', spec 3 §2 'Commission details page'). */
export const commissionsUrl = (search = '') => routeUrl('commissions', {}, search);

/** Spec 2 §2: brand codes link to /commissions-detail?brand={code}; the month is optional (YYYY-MM). */
export function commissionsDetailUrl(brandCode: string, month?: string): string {
  const search = new URLSearchParams({ brand: brandCode });
  if (month) search.set('month', month);
  return routeUrl('commissionsDetail', {}, search);
}
