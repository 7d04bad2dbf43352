import { z } from 'zod';
import { BRAND_REPORT_NOTE_LABELS, NOTE_MAX_LENGTH, noteTooLongMessage } from '../constants/note-html.ts';
import { REPORT_MONTH_PATTERN, REPORT_START_MONTH } from '../constants/reports.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { nullableString } from '../rest/shapes.ts';

const brandCode = z.string().max(100).meta({ description: 'The brand code.' });
// The newest month depends on today; the service checks that end of the range.
const month = z
  .string()
  .regex(REPORT_MONTH_PATTERN, `must be written YYYY-MM and lie between ${REPORT_START_MONTH} and this month`)
  .meta({ description: 'Report month, `YYYY-MM`.' });
const nullableNumber = z.number().nullable();

const monthlySales = z.object({
  report_month: z.string(),
  marketplace_id: z.string(),
  countryCode: z.string(),
  sales_total: z.number(),
  ad_spend: z.number(),
  sales_ppc: z.number(),
  sales_organic: z.number(),
  acos: nullableNumber.meta({ description: 'ad_spend / sales_ppc in percent; null without ad sales.' }),
  tacos: nullableNumber.meta({ description: 'ad_spend / sales_total in percent; null without sales.' }),
});

const suppression = z.object({
  id: z.number().int(),
  asin: z.string(),
  productName: z.string(),
  marketplace: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  liftedAt: z.iso.datetime({ offset: true }).nullable(),
  alertLiftedId: nullableString,
  diffHours: z.number().int().meta({ description: 'Hours down, until lifted or until now.' }),
});

/** The brand report response of spec 1 §3. */
export const brandReportShape = z
  .object({
    brandInfo: z.object({
      name: z.string(),
      logo: z.string(),
      product_image: z.string(),
      brand_code: z.string(),
      removed_suppression_ids: z.array(z.number().int()),
    }),
    notes: z.object({ sales_note: nullableString, ad_note: nullableString }),
    suppressions: z.array(suppression),
    sales_by_month: z.array(monthlySales),
  })
  .meta({ id: 'BrandReport', description: 'The brand report response of spec 1 §3.' });

const note = (label: string) =>
  z
    .string()
    .max(NOTE_MAX_LENGTH, noteTooLongMessage(label, NOTE_MAX_LENGTH))
    .nullable()
    .optional()
    .meta({ description: 'HTML; sanitised.' });

/** Spec 1 §3 update payload. brand_code and month, when given, must match the address. */
export const brandReportUpdateShape = z.object({
  brand_code: z.string().max(100).optional(),
  month: z.string().max(20).optional(),
  sales_note: note(BRAND_REPORT_NOTE_LABELS.sales_note),
  ad_note: note(BRAND_REPORT_NOTE_LABELS.ad_note),
  removed_suppression_ids: z
    .array(z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'must be suppression ids')]))
    .max(5_000)
    .default([])
    // Ids arrive as numbers or digit strings; stored once each, in order.
    .transform((ids) => [...new Set(ids.map(Number))].sort((a, b) => a - b))
    .pipe(z.array(z.number().int().positive('must be a list of suppression ids'))),
});

/** Spec 1 §7.5 and spec 2 §7 brand reports, and the brand images they show. */
export const brandReportsContract = defineContract({
  list: defineRoute({
    method: 'get',
    path: '/brandreports/{brandCode}',
    operationId: 'brandReports',
    summary: 'The stored reports of a brand (months without one are absent)',
    tag: 'brand reports',
    access: { permission: 'brandReports.list' },
    params: z.object({ brandCode }),
    responses: {
      200: {
        description: 'Newest first.',
        schema: z.object({
          rows: z.array(
            z.object({
              brand_code: z.string(),
              month: z.string(),
              sales_note: nullableString,
              ad_note: nullableString,
            }),
          ),
        }),
      },
    },
  }),
  report: defineRoute({
    method: 'get',
    path: '/brandreports/{brandCode}/{month}',
    operationId: 'brandReport',
    summary: 'One monthly brand report',
    tag: 'brand reports',
    access: { permission: 'brandReports.read' },
    params: z.object({ brandCode, month }),
    responses: { 200: { description: 'The report.', schema: brandReportShape } },
    errors: { 404: 'Brand not found.' },
  }),
  update: defineRoute({
    method: 'put',
    path: '/brandreports/{brandCode}/{month}',
    operationId: 'updateBrandReport',
    summary: 'Save the notes and hidden suppressions of a monthly report',
    tag: 'brand reports',
    access: { permission: 'brandReports.update' },
    params: z.object({ brandCode, month }),
    body: brandReportUpdateShape,
    responses: { 200: { description: 'The saved report.', schema: brandReportShape } },
    errors: { 404: 'Brand not found.' },
  }),
  image: defineRoute({
    method: 'get',
    path: '/brand-assets/{brandCode}/{kind}',
    operationId: 'brandImage',
    summary: 'A brand’s logo or product image, by the signed link of its report (for <img> and PDFs)',
    tag: 'brand reports',
    // <img> and the printed PDF cannot send a bearer: the signed link is the credential (docs/security.md).
    access: { public: true },
    // A string, not an enum: another kind is an image that does not exist (404), not a bad request.
    params: z.object({
      brandCode,
      kind: z.string().max(20).meta({ description: '`logo` or `product-image`.' }),
    }),
    // Checked by the handler: a missing or wrong signature is a 404, like an image that does not exist.
    query: z.object({
      sig: z
        .string()
        .max(2048)
        .optional()
        .meta({ description: 'The signature of the link the brand report answered (valid one hour).' }),
    }),
    responses: { 200: { description: 'The image.', contentType: 'image/*' } },
    errors: { 404: 'No such image.' },
  }),
});
