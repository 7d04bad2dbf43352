import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';
import {
  brandCommissionRowShape,
  commissionAllQuery,
  commissionDetailShape,
  commissionMetricBody,
  commissionMonth,
  commissionOverrideShape,
  commissionRange,
  commissionRuleShape,
  commissionSeriesShape,
  salesPercentage,
} from './commission-shapes.rest.ts';

const tag = 'commissions';
const brand = z.string().min(1).max(100).meta({ description: 'The brand code.' });
const view = { permission: 'commissions.view' } as const;
const unknownBrand = { 404: 'Brand not found.' } as const;

/** Spec 3 §7 and spec 2 §7 'Commissions' (meaning: docs/decisions/0220-commission-rules.md). */
export const commissionsContract = defineContract({
  rule: defineRoute({
    method: 'get',
    path: '/brand-commission/rule/{brandCode}',
    operationId: 'brandCommissionRule',
    summary: 'The brand’s commission rule',
    tag,
    access: view,
    params: z.object({ brandCode: brand }),
    responses: {
      200: { description: 'The rule; null when the brand has none.', schema: commissionRuleShape.nullable() },
    },
    errors: unknownBrand,
  }),
  detail: defineRoute({
    method: 'get',
    path: '/brand-commission/detail/{brandCode}',
    operationId: 'brandCommissionDetail',
    summary: 'The brand’s commission per month over the months of a range',
    tag,
    access: view,
    params: z.object({ brandCode: brand }),
    query: commissionRange,
    responses: {
      200: { description: 'Value and predicted, with their months.', schema: commissionDetailShape },
    },
    errors: { 404: 'Brand not found, or the brand has no commission rule.' },
  }),
  override: defineRoute({
    method: 'get',
    path: '/brand-commission/override',
    operationId: 'brandCommissionOverride',
    summary: 'The waiver of a brand and month',
    tag,
    access: view,
    query: z.object({ brandCode: brand, month: commissionMonth }),
    responses: {
      200: {
        description: 'The override; null when the month has none.',
        schema: commissionOverrideShape.nullable(),
      },
    },
    errors: unknownBrand,
  }),
  waive: defineRoute({
    method: 'post',
    path: '/brand-commission/override',
    operationId: 'waiveBrandCommission',
    summary:
      'Waives a share of a brand’s gross sales from the month’s commission (replaces an earlier waiver)',
    tag,
    access: { permission: 'commissions.waive' },
    body: z.object({ brandCode: brand, month: commissionMonth, salesPercentage }),
    responses: { 201: { description: 'The stored override.', schema: commissionOverrideShape } },
    errors: { 404: 'Brand not found, or the brand has no commission rule.' },
  }),
  all: defineRoute({
    method: 'get',
    path: '/brand-commission/all',
    operationId: 'brandCommissions',
    summary: 'Every brand with a commission rule, its commission over the range and the compare range',
    tag,
    access: view,
    query: commissionAllQuery,
    responses: { 200: { description: 'Rows by brand code.', schema: z.array(brandCommissionRowShape) } },
  }),
  metric: defineRoute({
    method: 'post',
    path: '/brand-commission/metric',
    operationId: 'brandCommissionMetric',
    summary: 'The brands’ commission per month, current and previous, one pair of series per currency',
    tag,
    access: view,
    body: commissionMetricBody,
    responses: { 200: { description: 'Metric series.', schema: z.array(commissionSeriesShape) } },
  }),
});
