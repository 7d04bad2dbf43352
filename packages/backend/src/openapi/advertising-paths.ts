import { AD_TYPES } from '@portal/schema';
import type * as oas from 'openapi3-ts/oas31';
import { authed, errors, json, jsonBody, pathParam, queryParam } from './components.ts';

type Schema = oas.SchemaObject;

const day: Schema = { type: 'string', format: 'date' };
const list: Schema = {
  type: 'array',
  items: { type: 'string', maxLength: 100 },
  description: 'Repeat the parameter or separate values with commas.',
};
const brandCode = pathParam('brandCode', 'The brand code.');

/** The filter fields of spec 1 §7.4, as query parameters (the download takes them in its body). */
const filterParams: oas.ParameterObject[] = [
  queryParam('displayType', { type: 'string', enum: ['group', 'summary', 'chart'], default: 'chart' }, false),
  queryParam('preset', { type: 'string', maxLength: 20 }, false, 'A date preset name; default last 7 days.'),
  queryParam('from', day, false, 'With `to`: a custom range instead of the preset.'),
  queryParam('to', day, false),
  queryParam('compareFrom', day, false, 'With `compareTo`: the previous period.'),
  queryParam('compareTo', day, false),
  queryParam('marketplace_id', { type: 'string', maxLength: 40 }, false),
  { ...queryParam('brandCodes', list, false), style: 'form', explode: true },
  { ...queryParam('accountManagers', list, false, 'Staff only.'), style: 'form', explode: true },
  queryParam('searchStr', { type: 'string', maxLength: 200 }, false),
  queryParam('groupBy', { type: 'string' }, false, 'One of the group-by options of the ad type.'),
  { ...queryParam('metric', list, false), style: 'form', explode: true },
  queryParam('sortBy', { type: 'string', maxLength: 40 }, false),
  queryParam('sortDirection', { type: 'string', enum: ['asc', 'desc'] }, false),
  queryParam('page', { type: 'integer', minimum: 0, default: 0 }, false),
  queryParam('pageSize', { type: 'integer', minimum: 1, maximum: 100 }, false),
];

const groupPage: Schema = {
  type: 'object',
  description: 'displayType=group: one page of rows, a value per metric of the ad type.',
  required: ['count', 'rows'],
  properties: {
    count: { type: 'integer' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'string' }, name: { type: 'string' } },
        additionalProperties: { type: ['number', 'string', 'null'] },
      },
    },
  },
};
const summary: Schema = {
  type: 'array',
  description: 'displayType=summary: each metric now and in the compare period.',
  items: {
    type: 'object',
    required: ['metric', 'current', 'previous'],
    properties: {
      metric: { type: 'string' },
      current: { type: ['number', 'null'] },
      previous: { type: ['number', 'null'] },
    },
  },
};
const chart: Schema = {
  type: 'array',
  description: 'displayType=chart: a series per metric and period.',
  items: {
    type: 'object',
    required: ['type', 'metric', 'data'],
    properties: {
      type: { type: 'string', enum: ['current', 'previous'] },
      metric: { type: 'string' },
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['date', 'value'],
          properties: { date: day, value: { type: ['number', 'null'] } },
        },
      },
    },
  },
};
const statusMessage: Schema = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, brand_code: { type: 'string' } },
};

/** Spec 1 §7.4 and spec 3 §7 advertising calls. */
export const advertisingPaths: oas.PathsObject = {
  '/advertising/performance/{adsType}': {
    get: authed({
      operationId: 'advertisingPerformance',
      tags: ['advertising'],
      summary: 'Advertising performance as a table page, a summary or a chart',
      parameters: [
        { name: 'adsType', in: 'path', required: true, schema: { type: 'string', enum: [...AD_TYPES] } },
        ...filterParams,
      ],
      responses: {
        200: json('Shaped by displayType.', { oneOf: [groupPage, summary, chart] }),
        400: errors[400],
        403: errors[403],
      },
    }),
  },
  '/advertising/performance-download': {
    post: authed({
      operationId: 'advertisingPerformanceDownload',
      tags: ['advertising'],
      summary: 'Export the current view as CSV; answers a one-time download link',
      requestBody: jsonBody({
        type: 'object',
        required: ['adsType'],
        properties: {
          adsType: { type: 'string', enum: [...AD_TYPES] },
          displayType: { type: 'string', enum: ['group', 'summary', 'chart'] },
          filters: { type: 'object', description: 'The filter fields of the performance call.' },
          brandCodes: { type: 'array', items: { type: 'string' } },
          metric: { type: 'array', items: { type: 'string' } },
          sort: {
            type: ['object', 'array'],
            description: '`{ sortBy, sortDirection }` or `[{ field, sort }]`.',
          },
        },
      }),
      responses: {
        200: json('`status: true` with the link as message, or false with the reason.', statusMessage),
      },
    }),
  },
  '/advertising/downloads/{token}': {
    get: {
      operationId: 'advertisingDownload',
      tags: ['advertising'],
      summary: 'Fetch an exported CSV (the signed, short-lived link is the credential)',
      parameters: [pathParam('token', 'From the download answer.')],
      responses: {
        200: { description: 'The CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } },
        404: { ...errors[400], description: 'Unknown or expired link.' },
      },
    },
  },
  '/advertising/authorization-link/{brandCode}': {
    get: authed({
      operationId: 'advertisingAuthorizationLink',
      tags: ['advertising'],
      summary: 'The Amazon Ads consent link for a brand',
      parameters: [brandCode],
      responses: {
        200: json('The link.', {
          type: 'object',
          required: ['link'],
          properties: { link: { type: 'string' } },
        }),
        403: errors[403],
      },
    }),
  },
  '/advertising/authorization/{brandCode}': {
    get: authed({
      operationId: 'advertisingAuthorization',
      tags: ['advertising'],
      summary: 'Whether a brand has granted advertising access',
      parameters: [brandCode],
      responses: {
        200: json('The grant.', {
          type: 'object',
          required: ['brand_code', 'authorized', 'scope', 'authorized_at'],
          properties: {
            brand_code: { type: 'string' },
            authorized: { type: 'boolean' },
            scope: { type: ['string', 'null'] },
            authorized_at: { type: ['string', 'null'], format: 'date-time' },
          },
        }),
        403: errors[403],
      },
    }),
  },
  '/advertising/authorize/{state}': {
    post: authed({
      operationId: 'advertisingAuthorize',
      tags: ['advertising'],
      summary: 'Finish the consent: trade the code for a token, stored encrypted',
      parameters: [pathParam('state', 'The state of this user’s consent link.')],
      requestBody: jsonBody({
        type: 'object',
        properties: { code: { type: 'string', maxLength: 2000 }, scope: { type: 'string', maxLength: 500 } },
      }),
      responses: { 200: json('The outcome.', statusMessage), 400: errors[400], 403: errors[403] },
    }),
  },
  '/advertising/deauthorize/{brandCode}': {
    post: authed({
      operationId: 'advertisingDeauthorize',
      tags: ['advertising'],
      summary: 'Forget a brand’s advertising token',
      parameters: [brandCode],
      responses: {
        200: json('Done.', { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } }),
        403: errors[403],
      },
    }),
  },
};
