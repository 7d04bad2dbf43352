import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the ASIN screens (spec 2 §2). */
export const asinListUrl = () => routeUrl('asins');
export const asinViewUrl = (asin: string) => routeUrl('asinView', { asin });
export const asinUpdateUrl = (asin: string) => routeUrl('asinUpdate', { asin });
export const asinPerformanceUrl = (asin: string) => routeUrl('asinPerformance', { asin });
export const asinKeywordsUrl = (asin: string) => routeUrl('asinKeywords', { asin });
