import { createHash } from 'node:crypto';
import { type OutputUnit, registerSchema, validate } from '@hyperjump/json-schema/draft-2019-09';
import { BASIC } from '@hyperjump/json-schema/experimental';
import type {
  ProductTypeDefinition,
  SchemaDocument,
} from '../../../connectors/listings/product-types/definition.ts';
import { keywordId, registerAmazonDialect } from './amazon-vocabulary.ts';

/**
 * Validation of listing attributes against a product type definition in the dialect Amazon
 * documents (@hyperjump/json-schema, draft 2019-09 plus Amazon's vocabulary). Compiling a real-size
 * schema costs about a second, so compiled validators are kept per (product type, marketplace,
 * requirements, locale, checksum): a new checksum is a new definition.
 */

/** spec 3 §3 'Validation issue'. */
export interface ValidationIssue {
  message: string;
  code: string;
  attributeNames: string[];
  /** Where in the attributes: `bullet_point.5.value`, or the attribute's name. */
  fieldName: string;
}

type Compiled = Awaited<ReturnType<typeof validate>> & ((value: unknown, format: typeof BASIC) => unknown);

interface Entry {
  validator: (value: unknown) => { valid: boolean; errors?: OutputUnit[] };
  document: SchemaDocument;
}

const cache = new Map<string, Promise<Entry>>();

export const cacheKeyOf = (d: ProductTypeDefinition): string =>
  [d.productType, d.marketplaceIds[0] ?? '', d.requirements, d.locale, d.schema.checksum].join('|');

/** Published schemas sometimes carry `anyOf: []` (and `allOf`/`oneOf`), which 2019-09 refuses. */
export function stripEmptyApplicators(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripEmptyApplicators);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'anyOf' || key === 'allOf' || key === 'oneOf') && Array.isArray(value) && value.length === 0)
      continue;
    out[key] = stripEmptyApplicators(value);
  }
  return out;
}

async function compile(definition: ProductTypeDefinition): Promise<Entry> {
  registerAmazonDialect();
  const document = stripEmptyApplicators(definition.schemaDocument) as SchemaDocument;
  // One registration per cache key: the same $id comes in several locales and versions.
  const uri = `${String(document.$id)}/${createHash('sha1').update(cacheKeyOf(definition)).digest('hex')}`;
  registerSchema({ ...document, $id: uri } as Parameters<typeof registerSchema>[0]);
  const compiled = (await validate(uri)) as Compiled;
  return {
    document,
    validator: (value) => compiled(value, BASIC) as { valid: boolean; errors?: OutputUnit[] },
  };
}

/** The compiled validator for a definition (compiled on first use, then kept). */
export function validatorFor(definition: ProductTypeDefinition): Promise<Entry> {
  const key = cacheKeyOf(definition);
  let entry = cache.get(key);
  if (!entry) {
    entry = compile(definition);
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

/** Forget every compiled validator (the bench's cold measurement). */
export const clearValidatorCache = () => cache.clear();

const pointerOf = (location: string): string[] =>
  location
    .replace(/^[^#]*#/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));

const at = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

const keywordName = (unit: OutputUnit) => {
  const id = unit.keyword;
  if (id.startsWith(keywordId(''))) return id.slice(keywordId('').length);
  return id.split('/').pop() ?? id;
};

/** Codes as the simulator answers them, in the marketplace's style. */
const CODES: Record<string, string> = {
  required: '90220',
  maxLength: '8560',
  maxUtf8ByteLength: '8560',
  minLength: '8541',
  minUtf8ByteLength: '8541',
  maxUniqueItems: '90244',
  minUniqueItems: '90245',
  lifecycle: '90310',
  enum: '90003',
  const: '90003',
  anyOf: '90003',
  type: '90005',
  minimum: '90006',
  maximum: '90006',
  exclusiveMinimum: '90006',
  additionalProperties: '90000900',
};
/** Keywords that hold sub-schemas: their failure is explained by their children. */
const APPLICATORS = new Set([
  'properties',
  'items',
  'allOf',
  'then',
  'else',
  'if',
  'contains',
  'ref',
  'validation',
  'patternProperties',
  'dependentSchemas',
  'not',
  'oneOf',
]);

function titleOf(document: SchemaDocument, attribute: string): string {
  const properties = document.properties as Record<string, { title?: string }> | undefined;
  return properties?.[attribute]?.title ?? attribute;
}

function issuesOf(units: OutputUnit[], document: SchemaDocument, attributes: unknown): ValidationIssue[] {
  const issues = new Map<string, ValidationIssue>();
  const add = (issue: ValidationIssue) =>
    issues.set(`${issue.code}|${issue.fieldName}|${issue.message}`, issue);
  // Failures inside an anyOf branch are reported once, as the anyOf.
  const anyOfs = units.filter((u) => keywordName(u) === 'anyOf').map((u) => u.absoluteKeywordLocation);
  for (const unit of units) {
    const keyword = keywordName(unit);
    if (APPLICATORS.has(keyword)) continue;
    if (keyword !== 'anyOf' && anyOfs.some((a) => unit.absoluteKeywordLocation.startsWith(`${a}/`))) continue;
    const path = pointerOf(unit.instanceLocation);
    const schemaPath = pointerOf(unit.absoluteKeywordLocation);
    const limit = at(document, schemaPath);
    if (keyword === 'required') {
      const present = at(attributes, path) as Record<string, unknown> | undefined;
      for (const name of (limit as string[]) ?? []) {
        if (present && present[name] !== undefined) continue;
        const attribute = path[0] ?? name;
        const label =
          path.length === 0 ? titleOf(document, name) : `${titleOf(document, attribute)}: ${name}`;
        add({
          message: `'${label}' is required but not supplied.`,
          code: CODES.required ?? '90220',
          attributeNames: [attribute],
          fieldName: [...path, ...(path.length === 0 ? [name] : [name])].join('.'),
        });
      }
      continue;
    }
    const attribute = path[0] ?? '';
    const title = titleOf(document, attribute);
    const value = at(attributes, path);
    const messages: Record<string, string> = {
      maxLength: `'${title}' is longer than ${String(limit)} characters.`,
      minLength: `'${title}' is shorter than ${String(limit)} characters.`,
      maxUtf8ByteLength: `'${title}' is longer than ${String(limit)} bytes in UTF-8.`,
      minUtf8ByteLength: `'${title}' is shorter than ${String(limit)} bytes in UTF-8.`,
      maxUniqueItems: `'${title}' accepts at most ${String(limit)} values per marketplace and language.`,
      minUniqueItems: `'${title}' needs at least ${String(limit)} values per marketplace and language.`,
      lifecycle: `'${String(value)}' is deprecated for '${title}'; choose a current value.`,
      enum: `'${String(value)}' is not an allowed value for '${title}'.`,
      const: `'${String(value)}' is not an allowed value for '${title}'.`,
      anyOf: `The value of '${title}' is not valid.`,
      type: `'${title}' has the wrong type of value.`,
      minimum: `'${title}' is below its minimum of ${String(limit)}.`,
      exclusiveMinimum: `'${title}' must be more than ${String(limit)}.`,
      maximum: `'${title}' is above its maximum of ${String(limit)}.`,
      additionalProperties: `'${title}' has a property it does not accept.`,
    };
    add({
      message: messages[keyword] ?? `'${title}' is not valid (${keyword}).`,
      code: CODES[keyword] ?? '90000',
      attributeNames: attribute ? [attribute] : [],
      fieldName: path.join('.'),
    });
  }
  return [...issues.values()];
}

/**
 * Validates attributes as the marketplace would: the schema's own rules (required, conditional
 * `allOf`/`if`/`then`, lengths, enums) with Amazon's keywords, plus attributes the product type does
 * not have (which the schemas do not close, but the marketplace refuses).
 */
export async function validateAttributes(
  definition: ProductTypeDefinition,
  attributes: Record<string, unknown>,
): Promise<ValidationIssue[]> {
  const { validator, document } = await validatorFor(definition);
  const output = validator(attributes);
  const issues = output.valid ? [] : issuesOf(output.errors ?? [], document, attributes);
  const known = document.properties as Record<string, unknown>;
  const unknown = Object.keys(attributes).filter((name) => !(name in known));
  if (unknown.length > 0)
    issues.push({
      message: 'The attributes are invalid.',
      code: '90000900',
      attributeNames: unknown,
      fieldName: unknown[0] ?? '',
    });
  return issues;
}
