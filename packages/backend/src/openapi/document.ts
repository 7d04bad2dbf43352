import { errorShape, type RestContract, type RestRoute, successOf } from '@portal/schema/rest';
import type * as oas from 'openapi3-ts/oas31';
import { z } from 'zod';

type Io = 'input' | 'output';

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Shapes named with `meta({ id })`
 * become shared components; request-side ones get an `Input` suffix, since defaults and coercions
 * make what a caller sends differ from what the backend answers.
 */
function jsonSchema(
  schema: z.ZodType,
  io: Io,
  components: Record<string, oas.SchemaObject>,
): oas.SchemaObject {
  const suffix = io === 'input' ? 'Input' : '';
  const generated = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  });
  const text = JSON.stringify(generated).replace(
    /"#\/\$defs\/([A-Za-z0-9_]+)"/g,
    `"#/components/schemas/$1${suffix}"`,
  );
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = JSON.parse(text) as oas.SchemaObject & {
    $schema?: string;
    $defs?: Record<string, oas.SchemaObject>;
  };
  for (const [id, def] of Object.entries($defs ?? {})) components[`${id}${suffix}`] = def;
  return rest;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'The request broke a rule; nothing changed.',
  401: 'Missing, invalid or expired token.',
  403: 'The permission table refuses the caller.',
  404: 'Not found.',
  413: 'Body over 100 kB.',
  429: 'Too many attempts: slowed down.',
};

function parameters(route: RestRoute, where: 'path' | 'query', components: Record<string, oas.SchemaObject>) {
  const object = where === 'path' ? route.params : route.query;
  if (!object) return [];
  return Object.entries(object.shape).map(([name, field]): oas.ParameterObject => {
    // A query or path value is text on the wire; what it means (an integer in bounds, a list, one
    // of an enum) is the parsed side, so that is what is documented.
    const schema = jsonSchema(field as z.ZodType, 'output', components);
    const { description, ...rest } = schema;
    const optional = (field as z.ZodType).safeParse(undefined).success;
    return {
      name,
      in: where,
      required: where === 'path' || !optional,
      ...(description ? { description } : {}),
      schema: rest,
      ...(rest.type === 'array' || rest.anyOf ? { style: 'form', explode: true } : {}),
    };
  });
}

function operation(route: RestRoute, components: Record<string, oas.SchemaObject>): oas.OperationObject {
  const { status, answer } = successOf(route);
  const responses: oas.ResponsesObject = {
    [status]:
      'schema' in answer
        ? {
            description: answer.description,
            content: { 'application/json': { schema: jsonSchema(answer.schema, 'output', components) } },
          }
        : 'contentType' in answer
          ? {
              description: answer.description,
              content: { [answer.contentType]: { schema: { type: 'string' } } },
            }
          : { description: answer.description },
  };
  const implied: number[] = [];
  if (route.params || route.query || route.body) implied.push(400);
  if ('permission' in route.access) implied.push(401, 403);
  const declared = Object.entries(route.errors ?? {}).map(([code, text]) => [Number(code), text] as const);
  for (const [code, text] of [...implied.map((code) => [code, ERROR_TEXT[code]] as const), ...declared]) {
    responses[code] = {
      description: text ?? 'Error.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const access = route.access;
  const security =
    'permission' in access ? [{ accessToken: [] }] : access.bearer ? [{ [access.bearer]: [] }] : undefined;
  const permissionNote = 'permission' in access ? `Permission: \`${access.permission}\`.` : 'No sign-in.';
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, permissionNote].filter(Boolean).join('\n\n'),
    ...(security ? { security } : {}),
    ...(route.params || route.query
      ? { parameters: [...parameters(route, 'path', components), ...parameters(route, 'query', components)] }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input', components) } },
          },
        }
      : {}),
    responses,
  };
}

const TAGS: oas.TagObject[] = [
  { name: 'auth', description: 'Sign-in, tokens and passwords (spec 1 §7.1).' },
  { name: 'users', description: 'The signed-in user (spec 1 §7.1).' },
  { name: 'marketplaces', description: 'What the caller may see (spec 1 §7.2).' },
  { name: 'lookups', description: 'Reference lists (spec 1 §7.2).' },
  { name: 'activity', description: 'Listing notifications (spec 1 §7.3).' },
  { name: 'advertising', description: 'Advertising performance and Amazon Ads consent (spec 1 §7.4).' },
  { name: 'brand reports', description: 'Monthly brand reports (spec 1 §7.5, spec 2 §7).' },
  { name: 'service', description: 'Health and this documentation.' },
  { name: 'development', description: 'Only when PORTAL_DEV_TOOLS=1.' },
];

/**
 * The backend's REST contract as OpenAPI 3.1, generated from the contracts of the domains
 * (packages/schema/src/<domain>/<domain>.rest.ts): nothing here is written by hand per route.
 */
export function openApiDocument(contracts: readonly RestContract[], serverUrl?: string): oas.OpenAPIObject {
  const components: Record<string, oas.SchemaObject> = {};
  const paths: oas.PathsObject = {};
  for (const route of contracts.flatMap((contract) => Object.values(contract))) {
    const item: oas.PathItemObject = paths[route.path] ?? {};
    item[route.method] = operation(route, components);
    paths[route.path] = item;
  }
  jsonSchema(errorShape, 'output', components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal backend REST API',
      version: '1.20.0',
      description:
        'The platform calls the portal gateway makes, path for path as the spec writes them. Errors answer ' +
        '`{ statusCode, message }`; bodies over 100 kB get 413.',
    },
    servers: [{ url: serverUrl ?? '/' }],
    tags: TAGS,
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Access token from login.',
        },
        refreshToken: { type: 'http', scheme: 'bearer', description: 'Refresh token from login or refresh.' },
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (pk_…), shown once at creation.' },
        passwordToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'Register or password-reset token from the mailed link.',
        },
      },
    },
  };
}
