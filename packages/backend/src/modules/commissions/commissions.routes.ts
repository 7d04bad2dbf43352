import type { commissionsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  allCommissions,
  commissionDetail,
  commissionMetric,
  commissionOverride,
  commissionRule,
  waiveCommission,
} from './commission-calls.ts';

/** Spec 3 §7 and spec 2 §7 'Commissions' (contract: packages/schema/src/commissions/commissions.rest.ts). */
export const commissionsHandlers = (ctx: AppContext): ContractHandlers<typeof commissionsContract> => ({
  rule: ({ params }) => commissionRule(ctx, params.brandCode),
  detail: ({ params, query }) => commissionDetail(ctx, params.brandCode, query),
  override: ({ query }) => commissionOverride(ctx, query.brandCode, query.month),
  waive: ({ principal, body }) => waiveCommission(ctx, principal, body),
  all: ({ query }) => allCommissions(ctx, query),
  metric: ({ body }) => commissionMetric(ctx, body),
});
