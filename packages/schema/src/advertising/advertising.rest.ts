import { z } from 'zod';
import { AD_DISPLAY_TYPES, AD_GROUP_BY_OPTIONS, AD_METRICS, AD_TYPES } from '../constants/advertising.ts';
import { MARKETPLACES } from '../constants/marketplaces.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { codeList, day, listParam, optionalText, pagingQuery } from '../rest/shapes.ts';

// Every metric id and group-by option of any ad type, read off the advertising constants. Which of
// them an ad type offers is a rule of the advertising service (it depends on the path's adsType).
const METRIC_IDS = [...new Set(Object.values(AD_METRICS).flatMap((list) => list.map((m) => m.id)))] as [
  string,
  ...string[],
];
const GROUP_BY = [...new Set(Object.values(AD_GROUP_BY_OPTIONS).flat())] as [string, ...string[]];

const adsType = z.enum(AD_TYPES);
const displayType = z.enum(AD_DISPLAY_TYPES);
const sortDirection = z
  .string()
  .max(10)
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['asc', 'desc']));

/** The filter fields of spec 1 §7.4 (query of the performance call, `filters` of the download). */
export const adFilterFields = {
  preset: optionalText(20).meta({ description: 'A date preset name; default last 7 days.' }),
  from: day.optional().meta({ description: 'With `to`: a custom range instead of the preset.' }),
  to: day.optional(),
  compareFrom: day.optional().meta({ description: 'With `compareTo`: the previous period.' }),
  compareTo: day.optional(),
  marketplace_id: optionalText(40),
  brandCodes: codeList().optional(),
  accountManagers: codeList().optional().meta({ description: 'Staff only.' }),
  searchStr: optionalText(200),
  groupBy: z.enum(GROUP_BY).optional().meta({ description: 'One of the group-by options of the ad type.' }),
  metric: listParam(100, 40)
    .pipe(z.array(z.enum(METRIC_IDS)))
    .optional(),
  sortBy: optionalText(40).meta({ description: '`name` or a metric of the ad type.' }),
  sortDirection: sortDirection.optional(),
  ...pagingQuery(100),
};

export const adFilterQuery = z.object(adFilterFields);
export type AdFilterQuery = z.output<typeof adFilterQuery>;

/** displayType=group: one page of rows, a value per metric of the ad type. */
export const adGroupPageShape = z
  .object({
    count: z.number().int(),
    rows: z.array(
      z.object({ id: z.string(), name: z.string() }).catchall(z.union([z.number(), z.string(), z.null()])),
    ),
  })
  .meta({ id: 'AdGroupPage', description: 'displayType=group: one page of rows.' });

/** displayType=summary: each metric now and in the compare period. */
export const adSummaryShape = z
  .array(
    z.object({ metric: z.enum(METRIC_IDS), current: z.number().nullable(), previous: z.number().nullable() }),
  )
  .meta({ id: 'AdSummary', description: 'displayType=summary: each metric now and in the compare period.' });

/** displayType=chart: a series per metric and period. */
export const adChartShape = z
  .array(
    z.object({
      type: z.enum(['current', 'previous']),
      metric: z.enum(METRIC_IDS),
      data: z.array(z.object({ date: day, value: z.number().nullable() })),
    }),
  )
  .meta({ id: 'AdChart', description: 'displayType=chart: a series per metric and period.' });

const statusMessage = z.object({ status: z.boolean(), message: z.string() });
const brandCode = z.object({ brandCode: z.string().max(100) });

/** Spec 1 §7.4 and spec 3 §7 advertising calls. Brand scoping of brand users stays in the service. */
export const advertisingContract = defineContract({
  performance: defineRoute({
    method: 'get',
    path: '/advertising/performance/{adsType}',
    operationId: 'advertisingPerformance',
    summary: 'Advertising performance as a table page, a summary or a chart',
    tag: 'advertising',
    access: { permission: 'advertising.read' },
    params: z.object({ adsType }),
    query: adFilterQuery.extend({ displayType }),
    responses: {
      200: {
        description: 'Shaped by displayType.',
        schema: z.union([adGroupPageShape, adSummaryShape, adChartShape]),
      },
    },
  }),
  download: defineRoute({
    method: 'post',
    path: '/advertising/performance-download',
    operationId: 'advertisingPerformanceDownload',
    summary: 'Export the current view as CSV; answers a one-time download link',
    description: 'Top-level fields win over the same fields inside `filters`.',
    tag: 'advertising',
    access: { permission: 'advertising.read' },
    body: z.object({
      adsType,
      displayType: displayType.default('group'),
      filters: adFilterQuery.partial().default({}),
      // The client sends the marketplace's display name beside its id.
      marketplaceName: z.enum(MARKETPLACES.map((m) => m.name) as [string, ...string[]]).optional(),
      brandCodes: adFilterFields.brandCodes,
      metric: adFilterFields.metric,
      sort: z
        .union([
          z.object({ sortBy: optionalText(40), sortDirection: sortDirection.optional() }),
          z.array(z.object({ field: optionalText(40), sort: sortDirection.optional() })).max(1),
        ])
        .optional()
        .meta({ description: '`{ sortBy, sortDirection }` or `[{ field, sort }]`.' }),
    }),
    responses: {
      200: {
        description: '`status: true` with the link as message, or false with the reason.',
        schema: statusMessage,
      },
    },
  }),
  downloadFile: defineRoute({
    method: 'get',
    path: '/advertising/downloads/{token}',
    operationId: 'advertisingDownload',
    summary: 'Fetch an exported CSV (the signed, short-lived link is the credential)',
    tag: 'advertising',
    access: { public: true },
    params: z.object({ token: z.string().max(2000) }),
    responses: { 200: { description: 'The CSV file.', contentType: 'text/csv' } },
    errors: { 404: 'Unknown or expired link.' },
  }),
  authorizationLink: defineRoute({
    method: 'get',
    path: '/advertising/authorization-link/{brandCode}',
    operationId: 'advertisingAuthorizationLink',
    summary: 'The Amazon Ads consent link for a brand',
    tag: 'advertising',
    access: { permission: 'ads.authorize' },
    params: brandCode,
    responses: { 200: { description: 'The link.', schema: z.object({ link: z.string() }) } },
  }),
  authorizationStatus: defineRoute({
    method: 'get',
    path: '/advertising/authorization/{brandCode}',
    operationId: 'advertisingAuthorization',
    summary: 'Whether a brand has granted advertising access',
    tag: 'advertising',
    access: { permission: 'ads.authorize' },
    params: brandCode,
    responses: {
      200: {
        description: 'The grant.',
        schema: z.object({
          brand_code: z.string(),
          authorized: z.boolean(),
          scope: z.string().nullable(),
          authorized_at: z.iso.datetime({ offset: true }).nullable(),
        }),
      },
    },
  }),
  authorize: defineRoute({
    method: 'post',
    path: '/advertising/authorize/{state}',
    operationId: 'advertisingAuthorize',
    summary: 'Finish the consent: trade the code for a token, stored encrypted',
    tag: 'advertising',
    // The same permission as the GraphQL mutation: the consent's state, not the brand-admin flag,
    // binds the grant to the brand admin who asked for the link.
    access: { permission: 'ads.finishAuthorization' },
    params: z.object({ state: z.string().max(500) }),
    body: z.object({ code: z.string().max(2000).optional(), scope: z.string().max(500).optional() }),
    responses: {
      200: { description: 'The outcome.', schema: statusMessage.extend({ brand_code: z.string() }) },
    },
  }),
  deauthorize: defineRoute({
    method: 'post',
    path: '/advertising/deauthorize/{brandCode}',
    operationId: 'advertisingDeauthorize',
    summary: 'Forget a brand’s advertising token',
    tag: 'advertising',
    access: { permission: 'ads.authorize' },
    params: brandCode,
    responses: { 200: { description: 'Done.', schema: z.object({ ok: z.boolean() }) } },
  }),
});
