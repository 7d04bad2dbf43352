import type * as oas from 'openapi3-ts/oas31';
import { authed, errors, json, jsonBody, pathParam } from './components.ts';

type Schema = oas.SchemaObject;

const brandCode = pathParam('brandCode', 'The brand code.');
const month = pathParam('month', 'Report month, `YYYY-MM`.', '^\\d{4}-\\d{2}$');
const nullableNumber: Schema = { type: ['number', 'null'] };
const nullableString: Schema = { type: ['string', 'null'] };

const monthlySales: Schema = {
  type: 'object',
  required: ['report_month', 'marketplace_id', 'countryCode', 'sales_total', 'ad_spend', 'sales_ppc'],
  properties: {
    report_month: { type: 'string' },
    marketplace_id: { type: 'string' },
    countryCode: { type: 'string' },
    sales_total: { type: 'number' },
    ad_spend: { type: 'number' },
    sales_ppc: { type: 'number' },
    sales_organic: { type: 'number' },
    acos: { ...nullableNumber, description: 'ad_spend / sales_ppc in percent; null without ad sales.' },
    tacos: { ...nullableNumber, description: 'ad_spend / sales_total in percent; null without sales.' },
  },
};

const suppression: Schema = {
  type: 'object',
  required: ['id', 'asin', 'productName', 'marketplace', 'createdAt', 'liftedAt', 'diffHours'],
  properties: {
    id: { type: 'integer' },
    asin: { type: 'string' },
    productName: { type: 'string' },
    marketplace: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    liftedAt: { type: ['string', 'null'], format: 'date-time' },
    alertLiftedId: nullableString,
    diffHours: { type: 'integer', description: 'Hours down, until lifted or until now.' },
  },
};

const brandReport: Schema = {
  type: 'object',
  description: 'The brand report response of spec 1 §3.',
  required: ['brandInfo', 'notes', 'suppressions', 'sales_by_month'],
  properties: {
    brandInfo: {
      type: 'object',
      required: ['name', 'logo', 'product_image', 'brand_code', 'removed_suppression_ids'],
      properties: {
        name: { type: 'string' },
        logo: { type: 'string', format: 'uri' },
        product_image: { type: 'string', format: 'uri' },
        brand_code: { type: 'string' },
        removed_suppression_ids: { type: 'array', items: { type: 'integer' } },
      },
    },
    notes: {
      type: 'object',
      required: ['sales_note', 'ad_note'],
      properties: { sales_note: nullableString, ad_note: nullableString },
    },
    suppressions: { type: 'array', items: suppression },
    sales_by_month: { type: 'array', items: monthlySales },
  },
};

const reportNotes: Schema = {
  type: 'object',
  required: ['rows'],
  properties: {
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['brand_code', 'month', 'sales_note', 'ad_note'],
        properties: {
          brand_code: { type: 'string' },
          month: { type: 'string' },
          sales_note: nullableString,
          ad_note: nullableString,
        },
      },
    },
  },
};

/** Spec 1 §7.5 and spec 2 §7 brand reports, and the brand images they show. */
export const brandReportPaths: oas.PathsObject = {
  '/brandreports/{brandCode}': {
    parameters: [brandCode],
    get: authed({
      operationId: 'brandReports',
      tags: ['brand reports'],
      summary: 'The stored reports of a brand (months without one are absent)',
      responses: { 200: json('Newest first.', reportNotes), 403: errors[403] },
    }),
  },
  '/brandreports/{brandCode}/{month}': {
    parameters: [brandCode, month],
    get: authed({
      operationId: 'brandReport',
      tags: ['brand reports'],
      summary: 'One monthly brand report',
      responses: { 200: json('The report.', brandReport), 400: errors[400], 403: errors[403] },
    }),
    put: authed({
      operationId: 'updateBrandReport',
      tags: ['brand reports'],
      summary: 'Save the notes and hidden suppressions of a monthly report',
      requestBody: jsonBody({
        type: 'object',
        properties: {
          brand_code: { type: 'string', description: 'Must match the address when given.' },
          month: { type: 'string', description: 'Must match the address when given.' },
          sales_note: { ...nullableString, description: 'HTML; sanitised.' },
          ad_note: { ...nullableString, description: 'HTML; sanitised.' },
          removed_suppression_ids: { type: 'array', items: { type: ['integer', 'string'] }, maxItems: 5000 },
        },
      }),
      responses: { 200: json('The saved report.', brandReport), 400: errors[400], 403: errors[403] },
    }),
  },
  '/brand-assets/{brandCode}/{kind}': {
    parameters: [
      brandCode,
      {
        name: 'kind',
        in: 'path',
        required: true,
        schema: { type: 'string', enum: ['logo', 'product-image'] },
      },
      {
        name: 'sig',
        in: 'query',
        required: true,
        description: 'The signature of the link the brand report answered (valid one hour).',
        schema: { type: 'string', maxLength: 2048 },
      },
    ],
    get: {
      operationId: 'brandImage',
      tags: ['brand reports'],
      summary: 'A brand’s logo or product image, by the signed link of its report (for <img> and PDFs)',
      responses: {
        200: {
          description: 'The image.',
          content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
        },
        404: { ...errors[400], description: 'No such image.' },
      },
    },
  },
};
