import { buildASTSchema, GraphQLEnumType, GraphQLInputObjectType, GraphQLObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { camelName } from '../case.ts';
import { typeDefs } from '../sdl.ts';
import { BRAND_EDITABLE_FIELDS } from './brand-fields.ts';

const schema = buildASTSchema(parse(typeDefs.join('\n')));
const fieldsOf = (name: string): string[] => {
  const found = schema.getType(name);
  if (found instanceof GraphQLObjectType || found instanceof GraphQLInputObjectType)
    return Object.keys(found.getFields());
  if (found instanceof GraphQLEnumType) return found.getValues().map((v) => v.name);
  return [];
};

// The editable fields are built from the field groups (brand-fields-sdl.ts); these check the schema the
// gateway serves, hand-written types and derived fields together.
describe('the brand SDL and the field lists', () => {
  it('has a Brand field and a BrandInput field for every editable field', () => {
    const missing = BRAND_EDITABLE_FIELDS.map(camelName).filter(
      (f) => !fieldsOf('Brand').includes(f) || !fieldsOf('BrandInput').includes(f),
    );
    expect(missing).toEqual([]);
  });

  it('offers exactly the editable fields to the inline edit', () => {
    expect(fieldsOf('BrandField').sort()).toEqual(BRAND_EDITABLE_FIELDS.map((f) => f.toUpperCase()).sort());
  });
});
