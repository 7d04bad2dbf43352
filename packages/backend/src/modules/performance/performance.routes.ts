import type { performanceContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  performanceMetric,
  performanceProductGroups,
  performanceSkus,
  performanceSummary,
  recordPageView,
} from './performance.service.ts';
import { resolvePageRequest, resolvePerformanceFilters } from './performance-filters.ts';

/** Spec 2 §7 Brand analytics (contract: packages/schema/src/performance/performance.rest.ts). */
export const performanceHandlers = (ctx: AppContext): ContractHandlers<typeof performanceContract> => ({
  skus: ({ principal, query }) =>
    performanceSkus(ctx, principal, resolvePerformanceFilters(query), resolvePageRequest(query)),
  summary: ({ principal, body }) => performanceSummary(ctx, principal, resolvePerformanceFilters(body)),
  metric: ({ principal, body }) =>
    performanceMetric(ctx, principal, resolvePerformanceFilters(body), body.metric),
  productGroups: ({ principal }) => performanceProductGroups(ctx, principal),
  pageView: async ({ principal, body }) => {
    await recordPageView(ctx, principal, body.path);
  },
});
