import { BRAND_MOVERS_PERFORMANCE_METRICS } from '@portal/schema';
import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the performance screens. */
export const performanceUrl = (search = '') => routeUrl('performance', {}, search);
export const salesPerformanceUrl = (search = '') => routeUrl('performanceSales', {}, search);

/** The dashboard's Brand Movers link (spec 2 §2): revenue, conversion, sessions and buy box of one brand. */
export const brandMoversPerformanceUrl = (brandCode: string) =>
  performanceUrl(
    `?metric=${BRAND_MOVERS_PERFORMANCE_METRICS.join(',')}&filterBrands=${encodeURIComponent(brandCode)}`,
  );
