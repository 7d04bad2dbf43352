import { camelKeys, PERFORMANCE_METRICS } from '@portal/schema';
import {
  alertShape,
  asinMarketDataContract,
  brandsContract,
  deletedSkuShape,
  driveDeliveryShape,
  driveFileShape,
  insightsContract,
  lateFbmShipmentShape,
  missingParentShape,
  performanceRowShape,
  performanceSummaryShape,
  type RestRoute,
  successOf,
} from '@portal/schema/rest';
import { loadTypeDefs } from '@portal/schema/sdl';
import { buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alertsModule } from '../modules/alerts/module.ts';
import { driveDeliveryModule } from '../modules/drive-delivery/module.ts';
import { performanceModule } from '../modules/performance/module.ts';
import { pageOf, restFieldResolvers } from './rest-rows.ts';

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

describe('camelKeys', () => {
  it('renames the top-level snake_case keys and leaves a nested record as it is', () => {
    const row = { brand_code: 'mc', stripe_customer_ids: ['c1'], data: { raw_key: 1 } };

    expect(camelKeys(row)).toEqual({ brandCode: 'mc', stripeCustomerIds: ['c1'], data: { raw_key: 1 } });
  });

  // The data sources map these rows with camelKeys alone: a GraphQL field that is not the camelCase of a
  // REST column would silently answer null, so the two lists must be the same.
  it.each([
    ['AsinInventoryRow', asinMarketDataContract.inventory],
    ['FeeEstimateRow', asinMarketDataContract.fees],
    ['StripeBrand', brandsContract.stripe],
    ['InsightReturnRow', insightsContract.fbaReturnsSku],
  ] as const)('gives %s exactly the camelCase of its REST row', (typeName, route) => {
    const renamed = Object.keys(camelKeys(Object.fromEntries(rowKeysOf(route).map((k) => [k, null]))));

    expect(renamed.sort()).toEqual(graphqlFieldsOf(typeName).sort());
  });
});

describe('the ASIN performance figures', () => {
  // asin-performance-api.ts builds them from the metric table through camelKeys alone.
  it('are every performance metric and its compare value, camelCased', () => {
    const pairs = PERFORMANCE_METRICS.flatMap((m) => [m, `old_${m}`]);
    const renamed = Object.keys(camelKeys(Object.fromEntries(pairs.map((k) => [k, null]))));

    expect(renamed.sort()).toEqual(graphqlFieldsOf('AsinPerformanceFigures').sort());
  });
});

describe('pageOf', () => {
  it('keeps the count and maps every row', () => {
    expect(pageOf({ count: 7, rows: [{ a_b: 1 }, { a_b: 2 }] }, camelKeys)).toEqual({
      count: 7,
      rows: [{ aB: 1 }, { aB: 2 }],
    });
  });
});

describe('restFieldResolvers', () => {
  const renames = { brandCode: 'brand', marketplaceId: 'marketplace' } as const;

  // The type's mapper is its REST row: a GraphQL field neither resolved nor named as in the REST row
  // would answer null (or fail a non-null field), so every field must be one or the other.
  it.each([
    ['Alert', alertsModule.resolvers.Alert, alertShape],
    ['LateFbmShipment', alertsModule.resolvers.LateFbmShipment, lateFbmShipmentShape],
    ['DeletedSku', alertsModule.resolvers.DeletedSku, deletedSkuShape],
    ['MissingParent', alertsModule.resolvers.MissingParent, missingParentShape],
    ['PerformanceRow', performanceModule.resolvers.PerformanceRow, performanceRowShape],
    ['PerformanceSummary', performanceModule.resolvers.PerformanceSummary, performanceSummaryShape],
    ['DriveDelivery', driveDeliveryModule.resolvers.DriveDelivery, driveDeliveryShape],
    ['DriveFile', driveDeliveryModule.resolvers.DriveFile, driveFileShape],
  ] as const)('answers every field of %s from its REST row', (typeName, typeResolvers, shape) => {
    const resolvers = (typeResolvers ?? {}) as Record<string, (row: unknown) => unknown>;
    const row: Record<string, unknown> = Object.fromEntries(
      Object.keys(shape.shape).map((k) => [k, `value of ${k}`]),
    );
    const unanswered = graphqlFieldsOf(typeName).filter(
      (field) => (resolvers[field]?.(row) ?? row[field]) === undefined,
    );

    expect(unanswered).toEqual([]);
    expect(Object.keys(resolvers).filter((field) => !graphqlFieldsOf(typeName).includes(field))).toEqual([]);
  });

  it('reads a renamed field from its REST name and a cased one by the rule', () => {
    const resolvers = restFieldResolvers(alertShape, renames);
    const row = { _id: '7', brand: 'mc', productImageURL: 'https://i', alertType: 'Buy Box' };

    expect(resolvers.id?.(row as never)).toBe('7');
    expect(resolvers.brandCode?.(row as never)).toBe('mc');
    expect(resolvers.productImageUrl?.(row as never)).toBe('https://i');
    expect(resolvers.alertType).toBeUndefined();
  });
});
