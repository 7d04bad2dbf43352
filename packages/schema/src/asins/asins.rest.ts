import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';
import { gridQuery, nullableString, pageShape } from '../rest/shapes.ts';
import {
  ASIN_PATTERN,
  ASINS_FILTER_FIELDS,
  ASINS_FILTER_OPERATORS,
  ASINS_SORT_FIELDS,
} from './asin-fields.ts';

const tag = 'asins';
const asinShape = z.string().regex(ASIN_PATTERN, 'must be an ASIN of 10 letters or digits');
const params = z.object({ asin: asinShape });

/** One ASIN as spec 2 §3 gives it; the update screen reads `parent`. */
export const asinRowShape = z.object({
  asin: z.string(),
  parent_asin: nullableString,
  parent: nullableString,
  brand_code: z.string(),
  brand: z.object({
    name: z.string(),
    think_tank: z.object({ name: z.string() }).nullable(),
    account_manager: z.object({ email: z.string() }).nullable(),
  }),
  account_manager: nullableString.meta({ description: 'The brand account manager’s email.' }),
  watched: z.boolean(),
});

/** ASINs (spec 2 §7 'Brands, ASINs, watchlists'). Fixed paths before `{asin}`. */
export const asinsContract = defineContract({
  list: defineRoute({
    method: 'get',
    path: '/asins',
    operationId: 'asins',
    summary: 'One page of the ASINs grid (the catalog’s ASINs, scoped to the caller)',
    tag,
    access: { permission: 'asins.view' },
    query: z.object({
      ...gridQuery({ sortFields: ASINS_SORT_FIELDS, filterFields: ASINS_FILTER_FIELDS, maxPageSize: 200 }),
      filterOperator: z.enum(ASINS_FILTER_OPERATORS).optional(),
    }),
    responses: { 200: { description: 'Scoped to the caller.', schema: pageShape(asinRowShape) } },
    errors: { 400: 'A brand user sorted or filtered by brand or account manager.' },
  }),
  watch: defineRoute({
    method: 'post',
    path: '/asins/watchlist/watch/{asin}',
    operationId: 'watchAsin',
    summary: 'Add the ASIN to the caller’s watchlist',
    tag,
    access: { permission: 'asins.view' },
    params,
    responses: { 200: { description: 'Watched.', schema: z.object({ watched: z.boolean() }) } },
    errors: { 404: 'Asin not found.' },
  }),
  unwatch: defineRoute({
    method: 'post',
    path: '/asins/watchlist/unwatch/{asin}',
    operationId: 'unwatchAsin',
    summary: 'Remove the ASIN from the caller’s watchlist',
    tag,
    access: { permission: 'asins.view' },
    params,
    responses: { 200: { description: 'Not watched.', schema: z.object({ watched: z.boolean() }) } },
    errors: { 404: 'Asin not found.' },
  }),
  get: defineRoute({
    method: 'get',
    path: '/asins/{asin}',
    operationId: 'asin',
    summary: 'One ASIN with its brand, think tank and account manager',
    tag,
    access: { permission: 'asins.view' },
    params,
    responses: { 200: { description: 'The ASIN.', schema: asinRowShape } },
    errors: { 404: 'Asin not found (also for an ASIN of a brand the caller may not see).' },
  }),
  update: defineRoute({
    method: 'put',
    path: '/asins/{asin}',
    operationId: 'updateAsin',
    summary: 'Save an ASIN (Update ASIN): its parent ASIN',
    description:
      'The body names the ASIN and its brand as the screen shows them (both read-only there); a body that names another ASIN or brand is refused.',
    tag,
    access: { permission: 'asins.update' },
    params,
    body: z.object({
      asin: z.string().max(20),
      parent: z.string().max(20).nullable().optional(),
      brand_code: z.string().max(100),
    }),
    responses: { 200: { description: 'The ASIN after the change.', schema: asinRowShape } },
    errors: { 400: 'ASIN is required, Brand is required, or another ASIN or brand.', 404: 'Asin not found.' },
  }),
});
