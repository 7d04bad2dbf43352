import type * as oas from 'openapi3-ts/oas31';
import type { RegisteredRoute } from '../openapi/registered-routes.ts';

/** One malformed request and what it may be answered with. */
export interface BadRequestCase {
  route: string;
  label: string;
  method: string;
  path: string;
  /** Raw body text (already serialized) and its content type. */
  body?: string;
  contentType?: string;
  /** True when anything but a 4xx is wrong; false when a read may also answer 2xx (nothing written). */
  mustRefuse: boolean;
}

export const INJECTIONS = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally
  '${jndi:ldap://x}',
  '\u0000',
];
const UNKNOWN_IDS = ['00000000-0000-0000-0000-000000000000', '999999999', 'NOPE-404'];
const OVERSIZE = 'x'.repeat(20_000);
/** Long enough for any id, short enough to reach the app (Node refuses URLs over 16 kB with a bare 431). */
const OVERSIZE_PARAM = 'x'.repeat(4_000);
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Fields whose value has a format (ids, codes, tokens, dates, emails): an injection string there
 * is malformed. Free text (notes, comments, names) may legitimately hold any characters.
 */
export const FORMATTED_NAME =
  /(^id$|_id$|Id$|Ids$|ids$|code|Code|token|Token|asin|sku|email|month|date|Date|^from$|^to$|type|Type|state|table|article|preset|status|marketplace|seller)/;

type Schema = oas.SchemaObject;
type Resolve = (schema: Schema | oas.ReferenceObject | undefined) => Schema;

export function resolverFor(doc: oas.OpenAPIObject): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema) return {};
    if ('$ref' in schema) {
      const name = String(schema.$ref).split('/').pop() ?? '';
      return resolve(doc.components?.schemas?.[name]);
    }
    // A nullable or alternative shape: the first branch that is not null stands for it.
    if (schema.anyOf ?? schema.oneOf) {
      const branches = (schema.anyOf ?? schema.oneOf ?? []).map(resolve);
      const { anyOf: _any, oneOf: _one, ...rest } = schema;
      return { ...rest, ...(branches.find((b) => b.type !== 'null') ?? branches[0] ?? {}) };
    }
    if (schema.allOf) {
      const parts = schema.allOf.map(resolve);
      return {
        type: 'object',
        required: parts.flatMap((p) => p.required ?? []),
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      };
    }
    return schema;
  };
  return resolve;
}

const typeOf = (schema: Schema): string => {
  const t = schema.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') ?? 'string';
  return t ?? (schema.properties ? 'object' : 'string');
};

/** A plausible valid value, so that one malformed field is what a request gets refused for. */
export function sampleFor(
  schema: Schema,
  name: string,
  resolve: Resolve,
  values: Record<string, unknown>,
): unknown {
  if (Object.hasOwn(values, name)) return values[name];
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleFor(resolve(schema.items as Schema), name, resolve, values)];
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        object[key] = sampleFor(resolve(schema.properties?.[key]), key, resolve, values);
      }
      return object;
    }
    default:
      return schema.format === 'email'
        ? 'nobody@example.test'
        : schema.format === 'date'
          ? '2026-01-01'
          : 'harness';
  }
}

/** A value of the wrong JSON type for a schema. */
function wrongType(schema: Schema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'array':
      // Not a bare string: list parameters may take one value for a one-item list.
      return { not: 'a list' };
    case 'object':
      return 'not-an-object';
    case 'boolean':
      return 'maybe';
    default:
      return 'not-a-number';
  }
}

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'harness'));

interface OperationShape {
  params: oas.ParameterObject[];
  body: Schema | null;
}

function shapeOf(doc: oas.OpenAPIObject, resolve: Resolve, route: RegisteredRoute): OperationShape {
  const item = doc.paths?.[route.path];
  const operation = item?.[route.method as 'get'] as oas.OperationObject | undefined;
  const params = [...(item?.parameters ?? []), ...(operation?.parameters ?? [])].filter(
    (p): p is oas.ParameterObject => !('$ref' in p),
  );
  const content =
    operation?.requestBody && !('$ref' in operation.requestBody) ? operation.requestBody.content : undefined;
  const body = content?.['application/json']?.schema ? resolve(content['application/json'].schema) : null;
  return { params, body };
}

/**
 * Malformed requests for one route: broken bodies, each documented body field missing, of the
 * wrong type, oversized or (when it has a format) an injection string; each path and query
 * parameter replaced by injection strings, unknown ids and oversized values.
 */
export function badRequestsFor(
  doc: oas.OpenAPIObject,
  route: RegisteredRoute,
  values: Record<string, unknown>,
): BadRequestCase[] {
  const resolve = resolverFor(doc);
  const { params, body } = shapeOf(doc, resolve, route);
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const write = WRITE_METHODS.has(route.method);
  const pathValues = Object.fromEntries(
    params
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, String(sampleFor(resolve(p.schema), p.name, resolve, values))]),
  );
  const queryValues = Object.fromEntries(
    params
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(sampleFor(resolve(p.schema), p.name, resolve, values))]),
  );
  const url = (pathOverride: Record<string, string> = {}, queryOverride: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...queryValues, ...queryOverride }).toString();
    return `${fill(route.path, { ...pathValues, ...pathOverride })}${query ? `?${query}` : ''}`;
  };
  const baseBody = body ? (sampleFor(body, '', resolve, values) as Record<string, unknown>) : null;
  const cases: BadRequestCase[] = [];
  const add = (label: string, init: Partial<BadRequestCase>, mustRefuse: boolean) =>
    cases.push({ route: key, label, method: route.method.toUpperCase(), path: url(), mustRefuse, ...init });

  if (write) {
    // Refused by the JSON parser before any handler runs, whatever the route.
    add('malformed JSON', { body: '{"a": ', contentType: 'application/json' }, true);
    add(
      'body over 100 kB',
      { body: JSON.stringify({ pad: 'x'.repeat(110_000) }), contentType: 'application/json' },
      true,
    );
  }
  if (write && baseBody) {
    for (const [label, raw] of [
      ['a list for a body', '[]'],
      ['a string for a body', '"text"'],
      ['a number for a body', '42'],
    ] as const) {
      add(label, { body: raw, contentType: 'application/json' }, true);
    }
    add('no body', { body: undefined }, true);
    for (const [name, raw] of Object.entries(body?.properties ?? {})) {
      const schema = resolve(raw);
      const required = body?.required?.includes(name) ?? false;
      const withField = (value: unknown) => JSON.stringify({ ...baseBody, [name]: value });
      if (required) {
        const { [name]: _dropped, ...rest } = baseBody;
        add(`${name} missing`, { body: JSON.stringify(rest), contentType: 'application/json' }, true);
      }
      add(
        `${name} of the wrong type`,
        { body: withField(wrongType(schema)), contentType: 'application/json' },
        true,
      );
      if (typeOf(schema) === 'string') {
        const tooLong = schema.maxLength ? 'x'.repeat(schema.maxLength + 1) : OVERSIZE;
        add(`${name} oversized`, { body: withField(tooLong), contentType: 'application/json' }, true);
        if (FORMATTED_NAME.test(name) || schema.pattern || schema.format || schema.enum) {
          for (const injection of INJECTIONS) {
            add(
              `${name} = ${JSON.stringify(injection)}`,
              { body: withField(injection), contentType: 'application/json' },
              true,
            );
          }
        }
      }
    }
  }
  const junkBody = baseBody ? { body: JSON.stringify(baseBody), contentType: 'application/json' } : {};
  for (const param of params) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const schema = resolve(param.schema);
    const formatted =
      FORMATTED_NAME.test(param.name) || !!schema.pattern || !!schema.enum || typeOf(schema) !== 'string';
    const idLike = /(id|Id|code|Code|asin|sku|token)$/.test(param.name);
    const bad = [...INJECTIONS, ...(idLike ? UNKNOWN_IDS : []), OVERSIZE_PARAM];
    for (const value of bad) {
      const override = { [param.name]: value };
      const path = param.in === 'path' ? url(override) : url({}, override);
      // A read may answer an unknown value with an empty 200; a write must refuse what it cannot find.
      add(
        `${param.in} ${param.name} = ${JSON.stringify(value.slice(0, 30))}`,
        { path, ...junkBody },
        write && formatted,
      );
    }
  }
  return cases;
}

/**
 * One well-formed request for a documented operation: path parameters and required query
 * parameters from `values` (or a plausible sample), a body of the required fields.
 */
export function validRequestFor(
  doc: oas.OpenAPIObject,
  route: RegisteredRoute,
  values: Record<string, unknown>,
): { url: string; body: Record<string, unknown> | null } {
  const resolve = resolverFor(doc);
  const { params, body } = shapeOf(doc, resolve, route);
  const sampleOf = (p: oas.ParameterObject) => String(sampleFor(resolve(p.schema), p.name, resolve, values));
  const pathValues = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, sampleOf(p)]),
  );
  const query = new URLSearchParams(
    params.filter((p) => p.in === 'query' && p.required).map((p): [string, string] => [p.name, sampleOf(p)]),
  ).toString();
  return {
    url: `${fill(route.path, pathValues)}${query ? `?${query}` : ''}`,
    body: body ? (sampleFor(body, '', resolve, values) as Record<string, unknown>) : null,
  };
}
