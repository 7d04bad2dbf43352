import { camelName } from '../case.ts';
import {
  BRAND_BOOLEAN_FIELDS,
  BRAND_DATE_FIELDS,
  BRAND_EDITABLE_FIELDS,
  BRAND_LOOKUP_FIELDS,
  BRAND_NUMBER_FIELDS,
  BRAND_ROLE_FIELDS,
  BRAND_TEXT_FIELDS,
  isBrandSecretField,
  SECRET_MASK,
} from './brand-fields.ts';

// The brand's editable fields on the Brand type, the BrandInput input and the BrandField enum, built
// from the field groups of brand-fields.ts: the groups are the one list, the SDL repeats none of it.

const words = (field: string) => field.replace(/_/g, ' ');

interface Group {
  fields: readonly string[];
  /** The field's type on Brand and on BrandInput (the input leaves every field optional). */
  output: string;
  input: string;
  describe: (field: string) => string;
  inputNote?: string;
}

const GROUPS: Group[] = [
  {
    fields: BRAND_TEXT_FIELDS,
    output: 'String',
    input: 'String',
    describe: (f) =>
      isBrandSecretField(f)
        ? `Whether the brand's ${words(f)} is stored: \`${SECRET_MASK}\` when it is, null when not; it is never shown (\`${f}\`).`
        : `The brand's ${words(f)} (\`${f}\`).`,
  },
  {
    fields: BRAND_NUMBER_FIELDS,
    output: 'Float',
    input: 'Float',
    describe: (f) => `The brand's ${words(f)} (\`${f}\`).`,
  },
  {
    fields: BRAND_DATE_FIELDS,
    output: 'String',
    input: 'String',
    describe: (f) => `The ${words(f)}, YYYY-MM-DD (\`${f}\`).`,
    inputNote: ', YYYY-MM-DD',
  },
  {
    fields: BRAND_BOOLEAN_FIELDS,
    output: 'Boolean!',
    input: 'Boolean',
    describe: (f) => `The ${words(f)} flag (\`${f}\`).`,
  },
  { fields: BRAND_LOOKUP_FIELDS, output: 'Int', input: 'Int', describe: (f) => `Lookup id \`${f}\`.` },
  {
    fields: BRAND_ROLE_FIELDS,
    output: 'ID',
    input: 'ID',
    describe: (f) => `User id assigned as ${words(f.replace(/_id$/, ''))} (\`${f}\`).`,
  },
];

const described = (text: string, line: string) => `  """\n  ${text}\n  """\n  ${line}`;

/** The editable fields of Brand and BrandInput and the BrandField enum, in the groups' order. */
export function brandFieldsSdl(): string {
  const brand = GROUPS.flatMap((g) =>
    g.fields.map((f) => described(g.describe(f), `${camelName(f)}: ${g.output}`)),
  );
  const input = GROUPS.flatMap((g) =>
    g.fields.map((f) => described(`\`${f}\`${g.inputNote ?? ''}.`, `${camelName(f)}: ${g.input}`)),
  );
  const enumValues = BRAND_EDITABLE_FIELDS.map((f) => described(`\`${f}\`.`, f.toUpperCase()));
  return `# Derived from packages/schema/src/brands/brand-fields.ts (derived-sdl.ts).

extend type Brand {
${brand.join('\n')}
}

extend input BrandInput {
${input.join('\n')}
}

"""
Every field one inline edit may change (PATCH brands/{brand_code}).
"""
enum BrandField {
${enumValues.join('\n')}
}
`;
}
