import {
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { RootField } from './root-fields.ts';

/** Values by argument (or input field) name: the real ids of the caller's world, from the seed. */
export type ArgValues = Record<string, unknown>;

/** A root field the harness cannot call without a hand-written entry. */
export class MissingSampleError extends Error {
  constructor(where: string, why: string) {
    super(
      `${where}: ${why}. Add its value to the argument samples or a FIELD_ARGS entry in ` +
        'packages/gateway/src/harness/operations.ts so the harness can call it with real values.',
    );
    this.name = 'MissingSampleError';
  }
}

/**
 * Argument names that must carry a real identifier (a brand's, a seller's, a user's): a made-up
 * value would be refused downstream and hide what access alone decides.
 */
export const IDENTIFIER_NAME = /(^id$|Id$|Ids$|^ids$|Code$|Codes$|^asins?$|^skus?$|Asins?$|Skus?$|[tT]oken$)/;

const ISO_DAY = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const LAST_MONTH = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();

/** Samples for names whose format matters but whose value need not be real. */
export const FORMATTED_SAMPLES: ArgValues = {
  month: LAST_MONTH,
  from: ISO_DAY(-7),
  to: ISO_DAY(-1),
  startDate: ISO_DAY(-7),
  endDate: ISO_DAY(-1),
  compareFrom: ISO_DAY(-14),
  compareTo: ISO_DAY(-8),
  email: 'nobody@example.test',
  password: 'Harness!2026x',
  passwordConfirmation: 'Harness!2026x',
  tableName: 'harness-table',
  article: 'harnessArticle',
  page: 0,
  pageSize: 10,
};

function scalarSample(name: string, where: string): unknown {
  switch (name) {
    case 'String':
      return 'harness';
    case 'ID':
      throw new MissingSampleError(where, 'an ID argument needs a real value');
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'DateTime':
      return new Date(Date.now() - 86_400_000).toISOString();
    case 'JSON':
      return {};
    default:
      throw new MissingSampleError(where, `no sample for the scalar ${name}`);
  }
}

/** A valid value of an input type: named values first, then one made from the type (required fields only). */
export function sampleValue(type: GraphQLInputType, name: string, values: ArgValues, where: string): unknown {
  if (Object.hasOwn(values, name)) {
    const known = values[name];
    if (isListType(isNonNullType(type) ? type.ofType : type) && !Array.isArray(known)) return [known];
    return known;
  }
  if (Object.hasOwn(FORMATTED_SAMPLES, name)) return FORMATTED_SAMPLES[name];
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sampleValue(inner.ofType, name, values, where)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const needed = isNonNullType(field.type) && field.defaultValue === undefined;
      if (needed || Object.hasOwn(values, field.name)) {
        object[field.name] = sampleValue(field.type, field.name, values, `${where}.${field.name}`);
      }
    }
    return object;
  }
  if (IDENTIFIER_NAME.test(name)) throw new MissingSampleError(where, `"${name}" must be a real identifier`);
  if (isScalarType(inner)) return scalarSample(inner.name, where);
  throw new MissingSampleError(where, 'unsupported input type');
}

/** The arguments a call passes: required ones always, optional ones when a real value is known. */
export function sampleArgs(root: RootField, values: ArgValues): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const arg of root.field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (required || Object.hasOwn(values, arg.name)) {
      args[arg.name] = sampleValue(arg.type, arg.name, values, `${root.key}(${arg.name})`);
    }
  }
  return args;
}

/**
 * A selection for a result type: `__typename` only (enough to prove access), or every argument-free
 * field down to `depth` levels (to see what data came back).
 */
export function selectionFor(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!(isObjectType(named) || isInterfaceType(named)) || depth <= 0) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined))
      continue;
    const leaf = isLeafType(getNamedType(field.type));
    if (leaf) parts.push(field.name);
    else if (depth > 1) parts.push(`${field.name} ${selectionFor(field.type, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** One operation calling one root field, with its arguments passed as variables. */
export function operationFor(
  root: RootField,
  args: Record<string, unknown>,
  depth = 0,
): { query: string; variables: Record<string, unknown> } {
  const used = root.field.args.filter((a) => Object.hasOwn(args, a.name));
  const defs = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const pass = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${root.kind} Harness${defs ? `(${defs})` : ''} { ${root.name}${pass ? `(${pass})` : ''} ${selectionFor(
    root.field.type,
    depth,
  )} }`;
  return { query, variables: args };
}
