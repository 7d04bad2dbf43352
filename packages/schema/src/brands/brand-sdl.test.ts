import { readFileSync } from 'node:fs';
import { type DefinitionNode, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BRAND_EDITABLE_FIELDS } from './brand-fields.ts';

const document = parse(readFileSync(new URL('./brand-type.graphql', import.meta.url), 'utf8'));
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const definition = (name: string): DefinitionNode | undefined =>
  document.definitions.find((d) => 'name' in d && d.name?.value === name);
const fieldsOf = (name: string): string[] => {
  const found = definition(name);
  if (found?.kind === Kind.OBJECT_TYPE_DEFINITION || found?.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION)
    return (found.fields ?? []).map((f) => f.name.value);
  if (found?.kind === Kind.ENUM_TYPE_DEFINITION) return (found.values ?? []).map((v) => v.name.value);
  return [];
};

// The SDL of the brand is written out for its descriptions; these keep it in step with the field lists.
describe('the brand SDL and the field lists', () => {
  it('has a Brand field and a BrandInput field for every editable field', () => {
    const missing = BRAND_EDITABLE_FIELDS.map(camel).filter(
      (f) => !fieldsOf('Brand').includes(f) || !fieldsOf('BrandInput').includes(f),
    );
    expect(missing).toEqual([]);
  });

  it('offers exactly the editable fields to the inline edit', () => {
    expect(fieldsOf('BrandField').sort()).toEqual(BRAND_EDITABLE_FIELDS.map((f) => f.toUpperCase()).sort());
  });
});
