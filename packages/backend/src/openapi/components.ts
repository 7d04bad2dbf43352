import type * as oas from 'openapi3-ts/oas31';

type Schema = oas.SchemaObject;
type Operation = oas.OperationObject;
type Responses = oas.ResponsesObject;

export const ref = (name: string): oas.ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

const stringList: Schema = { type: 'array', items: { type: 'string' } };
const nullableString: Schema = { type: ['string', 'null'] };

/** The contract's shapes, snake_case as the backend answers them (docs/rest-contract.md). */
export const schemas: Record<string, Schema> = {
  Error: {
    type: 'object',
    description: 'Every error answer: the status repeated and a message meant for people.',
    required: ['statusCode', 'message'],
    properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
  },
  Message: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
  Role: {
    type: 'string',
    enum: ['admin', 'manager', 'user', 'brand-user', 'standard_agency_user', 'api'],
  },
  BrandType: { type: ['string', 'null'], enum: ['ffp', 'ecom3k', 'mr', 'mc', 'aa', null] },
  User: {
    type: 'object',
    description: 'The signed-in user (spec 1 §3), brand facts read from the database.',
    required: [
      'userId',
      'email',
      'name',
      'role',
      'brand_type',
      'brand_admin',
      'active_brand_subscription',
      'brand_code',
      'brand_name',
      'sub_brand_codes',
      'viewed_articles',
    ],
    properties: {
      userId: { type: 'string', format: 'uuid' },
      email: { type: 'string', format: 'email' },
      name: { type: 'string' },
      role: ref('Role'),
      brand_type: ref('BrandType'),
      brand_admin: { type: 'boolean' },
      active_brand_subscription: { type: 'boolean' },
      brand_code: nullableString,
      brand_name: nullableString,
      sub_brand_codes: stringList,
      viewed_articles: stringList,
    },
  },
  SessionTokens: {
    type: 'object',
    required: ['accessToken', 'refreshToken', 'accessTokenExpiresAt'],
    properties: {
      accessToken: { type: 'string', description: 'EdDSA-signed JWT, 15 minutes.' },
      refreshToken: { type: 'string', description: 'Opaque, single use; a reused one revokes its family.' },
      accessTokenExpiresAt: { type: 'string', format: 'date-time' },
    },
  },
  Session: { allOf: [ref('User'), ref('SessionTokens')] },
  TokenCheck: {
    type: 'object',
    required: ['valid', 'email'],
    properties: { valid: { type: 'boolean', const: true }, email: { type: 'string', format: 'email' } },
  },
  ViewedArticles: {
    type: 'object',
    required: ['viewed_articles'],
    properties: { viewed_articles: stringList },
  },
  SortData: {
    type: 'object',
    description: 'A saved data-table layout.',
    required: ['columnVisibilityModel', 'columnsOrder'],
    properties: {
      columnVisibilityModel: { type: 'object', additionalProperties: { type: 'boolean' } },
      columnsOrder: stringList,
    },
  },
  TableSort: {
    type: 'object',
    required: ['sort_data'],
    properties: { sort_data: { oneOf: [ref('SortData'), { type: 'null' }] } },
  },
  LookupItem: {
    type: 'object',
    required: ['id', 'name'],
    properties: {
      id: { type: ['integer', 'string'], description: 'A list row number, or a user id for people lists.' },
      name: { type: 'string' },
    },
  },
  BrandRef: {
    type: 'object',
    required: ['brand_code', 'name'],
    properties: { brand_code: { type: 'string' }, name: { type: 'string' } },
  },
  AccountManager: {
    type: 'object',
    required: ['id', 'email', 'brands'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      email: { type: 'string', format: 'email' },
      brands: { type: 'array', items: ref('BrandRef') },
    },
  },
  AuthorizedMarketplace: {
    type: 'object',
    required: ['marketplace_id', 'selling_partner_id', 'seller_name', 'marketplace_name'],
    properties: {
      marketplace_id: { type: 'string' },
      selling_partner_id: { type: 'string' },
      seller_name: { type: 'string' },
      marketplace_name: { type: 'string' },
    },
  },
  AuthorizedMarketplaces: {
    type: 'object',
    required: ['sp_api_authorized_marketplaces'],
    properties: { sp_api_authorized_marketplaces: { type: 'array', items: ref('AuthorizedMarketplace') } },
  },
  ActivityEntry: {
    type: 'object',
    required: ['id', 'sku', 'type', 'comment', 'created_at'],
    properties: {
      id: { type: 'integer' },
      sku: { type: 'string' },
      type: { type: 'string' },
      comment: nullableString,
      created_at: { type: 'string', format: 'date-time' },
    },
  },
  ActivityCount: {
    type: 'object',
    required: ['count'],
    properties: { count: { type: 'integer', minimum: 0 } },
  },
  ActivityPage: {
    type: 'object',
    required: ['entries', 'count'],
    properties: { entries: { type: 'array', items: ref('ActivityEntry') }, count: { type: 'integer' } },
  },
  Jwks: {
    type: 'object',
    required: ['keys'],
    properties: { keys: { type: 'array', items: { type: 'object', additionalProperties: true } } },
  },
  Health: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: 'ok' } } },
};

/** Bearer schemes: the access token for most calls, and the two single-purpose tokens. */
export const securitySchemes: Record<string, oas.SecuritySchemeObject> = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token from login.',
  },
  refreshToken: { type: 'http', scheme: 'bearer', description: 'Refresh token from login or refresh.' },
  passwordToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'Register or password-reset token from the mailed link.',
  },
};

const errorResponse = (description: string): oas.ResponseObject => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

export const errors = {
  400: errorResponse('The request broke a rule; nothing changed.'),
  401: errorResponse('Missing, invalid or expired token.'),
  403: errorResponse('The caller may not do this.'),
  413: errorResponse('Body over 100 kB.'),
  429: errorResponse('Too many attempts: slowed down.'),
} as const;

export const json = (description: string, schema: oas.SchemaObject | oas.ReferenceObject) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = (schema: oas.SchemaObject | oas.ReferenceObject): oas.RequestBodyObject => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** An operation that needs the access token: adds the scheme and the 401 answer. */
export function authed(operation: Operation & { responses: Responses }): Operation {
  return {
    security: [{ accessToken: [] }],
    ...operation,
    responses: { ...operation.responses, 401: errors[401] },
  };
}

export const pathParam = (name: string, description: string, pattern?: string): oas.ParameterObject => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: pattern ? { type: 'string', pattern } : { type: 'string' },
});

export const queryParam = (
  name: string,
  schema: oas.SchemaObject,
  required = true,
  description?: string,
): oas.ParameterObject => ({
  name,
  in: 'query',
  required,
  schema,
  ...(description ? { description } : {}),
});
