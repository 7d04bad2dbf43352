import type { asinPerformanceContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  asinPerformanceMetric,
  asinPerformanceSkus,
  asinPerformanceSummary,
} from './asin-performance.service.ts';

/** Spec 2 §7 'ASIN analytics' performance calls. */
export const asinPerformanceHandlers = (
  ctx: AppContext,
): ContractHandlers<typeof asinPerformanceContract> => ({
  skus: ({ principal, params, query }) => asinPerformanceSkus(ctx, principal, params.asin, query),
  summary: ({ principal, params, query }) => asinPerformanceSummary(ctx, principal, params.asin, query),
  metric: ({ principal, params, query }) => asinPerformanceMetric(ctx, principal, params.asin, query),
});
