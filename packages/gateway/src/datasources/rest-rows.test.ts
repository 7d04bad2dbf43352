import { PERFORMANCE_METRICS } from '@portal/schema';
import {
  asinMarketDataContract,
  brandsContract,
  insightsContract,
  type RestRoute,
  successOf,
} from '@portal/schema/rest';
import { loadTypeDefs } from '@portal/schema/sdl';
import { buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { camelRow, pageOf } from './rest-rows.ts';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));

const rowKeysOf = (route: RestRoute): string[] => {
  const answer = successOf(route).answer;
  if (!('schema' in answer) || !(answer.schema instanceof z.ZodObject)) throw new Error('not a page');
  const rows = answer.schema.shape.rows;
  if (!(rows instanceof z.ZodArray) || !(rows.element instanceof z.ZodObject)) throw new Error('no rows');
  return Object.keys(rows.element.shape);
};

const graphqlFieldsOf = (name: string): string[] => {
  const type = schema.getType(name);
  if (!type || !('getFields' in type)) throw new Error(`${name} is not an object type`);
  return Object.keys(type.getFields());
};

describe('camelRow', () => {
  it('renames the top-level snake_case keys and leaves a nested record as it is', () => {
    const row = { brand_code: 'mc', stripe_customer_ids: ['c1'], data: { raw_key: 1 } };

    expect(camelRow(row)).toEqual({ brandCode: 'mc', stripeCustomerIds: ['c1'], data: { raw_key: 1 } });
  });

  // The data sources map these rows with camelRow alone: a GraphQL field that is not the camelCase of a
  // REST column would silently answer null, so the two lists must be the same.
  it.each([
    ['AsinInventoryRow', asinMarketDataContract.inventory],
    ['FeeEstimateRow', asinMarketDataContract.fees],
    ['StripeBrand', brandsContract.stripe],
    ['InsightReturnRow', insightsContract.fbaReturnsSku],
  ] as const)('gives %s exactly the camelCase of its REST row', (typeName, route) => {
    const renamed = Object.keys(camelRow(Object.fromEntries(rowKeysOf(route).map((k) => [k, null]))));

    expect(renamed.sort()).toEqual(graphqlFieldsOf(typeName).sort());
  });
});

describe('the ASIN performance figures', () => {
  // asin-performance-api.ts builds them from the metric table through camelRow alone.
  it('are every performance metric and its compare value, camelCased', () => {
    const pairs = PERFORMANCE_METRICS.flatMap((m) => [m, `old_${m}`]);
    const renamed = Object.keys(camelRow(Object.fromEntries(pairs.map((k) => [k, null]))));

    expect(renamed.sort()).toEqual(graphqlFieldsOf('AsinPerformanceFigures').sort());
  });
});

describe('pageOf', () => {
  it('keeps the count and maps every row', () => {
    expect(pageOf({ count: 7, rows: [{ a_b: 1 }, { a_b: 2 }] }, camelRow)).toEqual({
      count: 7,
      rows: [{ aB: 1 }, { aB: 2 }],
    });
  });
});
