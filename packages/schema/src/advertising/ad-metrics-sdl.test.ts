import { buildASTSchema, GraphQLEnumType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AD_METRIC_LIST } from '../constants/ad-metrics.ts';
import { GRAPHQL_ENUM_OF as AD_GRAPHQL_ENUM_OF, GRAPHQL_ENUM_VALUES } from '../graphql-enum-values.ts';
import { typeDefs } from '../sdl.ts';
import { AD_GRAPHQL_ENUMS } from './graphql-enums.ts';

const schema = buildASTSchema(parse(typeDefs.join('\n')), { assumeValidSDL: false });

describe('the SDL derived from the metric table', () => {
  it('gives AdPerformanceRow a nullable Float per metric of the table', () => {
    const row = schema.getType('AdPerformanceRow');
    if (!row || !('getFields' in row)) throw new Error('AdPerformanceRow missing');
    const fields = row.getFields();
    for (const metric of AD_METRIC_LIST) expect(String(fields[metric.field]?.type)).toBe('Float');
    expect(Object.keys(fields).sort()).toEqual(['id', 'name', ...AD_METRIC_LIST.map((m) => m.field)].sort());
  });
});

describe('the GraphQL enum values map', () => {
  it.each(Object.entries(GRAPHQL_ENUM_VALUES))(
    'names exactly the values of the SDL enum %s',
    (name, values) => {
      const type = schema.getType(name);
      if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of the SDL`);
      const sdlNames = type.getValues().map((v) => v.name);
      expect(Object.keys(values).sort()).toEqual(sdlNames.sort());
    },
  );

  it('maps each REST value to one GraphQL name and back', () => {
    expect(AD_GRAPHQL_ENUM_OF.AdMetric.advertising_cost).toBe('ADVERTISING_COST');
    expect(AD_GRAPHQL_ENUMS.AdMetric.ADVERTISING_COST).toBe('advertising_cost');
    expect(AD_GRAPHQL_ENUM_OF.AdGroupBy.adGroup).toBe('AD_GROUP');
    for (const [name, value] of Object.entries(AD_GRAPHQL_ENUMS.AdMetric)) {
      expect(AD_GRAPHQL_ENUM_OF.AdMetric[value]).toBe(name);
    }
  });
});
