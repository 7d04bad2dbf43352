import { z } from 'zod';
import {
  ALERT_FILTER_OPERATORS,
  ALERT_VISIBLE_TYPES,
  DELETED_SKU_FIELDS,
  LATE_FBM_FIELDS,
  MISSING_PARENT_FIELDS,
} from '../constants/alerts.ts';
import { GRAPHQL_ENUM_VALUES } from '../graphql-enum-values.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import {
  codeList,
  integerParam,
  listParam,
  nullableString,
  optionalText,
  pageShape,
  pagingQuery,
  sortOrderShape,
} from '../rest/shapes.ts';

const tag = 'alerts';
const read = { permission: 'alerts.read' } as const;
const manage = { permission: 'alerts.manage' } as const;

/** Epoch milliseconds in a query string (spec 2 §7: from/to). */
const epochMs = integerParam(0, 8_640_000_000_000);
const alertId = z.string().regex(/^\d{1,18}$/, 'must be an alert id');
const tabName = z.string().trim().min(1).max(100);
// The export reads the whole filtered result page by page, hence the large page size.
const paging = pagingQuery(1000);
const trueFalse = z.enum(['true', 'false']).transform((v) => v === 'true');

/** One alert (spec 2 §3 'Alerts'). */
export const alertShape = z.object({
  _id: z.string(),
  collection: z.string().meta({ description: 'The rule family that raised it; hide calls name it.' }),
  alertType: z.string(),
  alertSubType: nullableString,
  productImageURL: nullableString,
  productName: nullableString,
  message: z.string(),
  asin: nullableString,
  sku: nullableString,
  brand: z.string().meta({ description: 'The brand code.' }),
  marketplace: z.string().meta({ description: 'The marketplace id.' }),
  dateTime: z.iso.datetime(),
  cuTaskUrl: nullableString,
  sentryKitURL: nullableString,
  hiddenFromTabs: z.array(z.string()),
  fullPayload: z.record(z.string(), z.unknown()),
});

/**
 * The alerts table's column behind each REST field that is a column (the id and the hidden tabs are
 * computed): the one place the table's names and spec 2 §7's meet. The repository selects each
 * column under its REST name and sorts and filters by it, so no code renames a row.
 */
export const ALERT_COLUMNS = {
  collection: 'collection',
  alertType: 'alert_type',
  alertSubType: 'alert_sub_type',
  productImageURL: 'product_image_url',
  productName: 'product_name',
  message: 'message',
  asin: 'asin',
  sku: 'seller_sku',
  brand: 'brand_code',
  marketplace: 'marketplace_id',
  dateTime: 'date_time',
  cuTaskUrl: 'cu_task_url',
  sentryKitURL: 'sentry_kit_url',
  fullPayload: 'full_payload',
} as const satisfies Record<Exclude<keyof z.output<typeof alertShape>, '_id' | 'hiddenFromTabs'>, string>;

/**
 * The fields GET alerts sorts and filters by: fields of the REST row, named once in the GraphQL
 * `AlertField` enum table (which the web reads too, without zod).
 */
export const alertField = alertShape.keyof().extract(Object.values(GRAPHQL_ENUM_VALUES.AlertField));

/** The extra tabs' queries (spec 2 §7): paging, showAll (finished rows too), sort, filter, account manager. */
const tabQuery = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  ...paging,
  showAll: trueFalse.optional(),
  sortBy: z.enum(fields).optional(),
  sortOrder: sortOrderShape.optional(),
  filterField: z.enum(fields).optional(),
  filterValue: optionalText(200),
  filterOperator: z.enum(ALERT_FILTER_OPERATORS).optional(),
  accountManagerId: z.uuid().optional(),
});
const idsBody = z.object({ alertIds: z.array(alertId).min(1).max(1000) });
const changedIds = { description: 'The ids whose flag changed.', schema: z.array(z.string()) };
const tabRow = {
  _id: z.string(),
  sku: z.string(),
  asin: nullableString,
  brand: z.string(),
  brandName: z.string(),
  marketplace: z.string(),
  status: z.string(),
  finished: z.boolean(),
};

export const lateFbmShipmentShape = z.object({
  ...tabRow,
  orderId: z.string(),
  promiseDate: z.iso.date(),
  daysPastPromise: z.number().int(),
});
export const deletedSkuShape = z.object({ ...tabRow, date: z.iso.date() });
export const missingParentShape = z.object({
  ...tabRow,
  isChild: z.boolean(),
  parentAsin: nullableString,
  prevParentAsin: nullableString,
  date: z.iso.date(),
});
const allOrNothing = 'An id the caller may not see, or of another collection: nothing changes.';
/** The query of a tab whose rows are dated (deleted SKUs, missing parents): the tab's and from/to. */
const datedTabQuery = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.object({ ...tabQuery(fields), from: epochMs.optional(), to: epochMs.optional() });

/** An extra tab's finished (hidden) toggle: every id changes, or none does. */
const toggleFinished = <const P extends string, const O extends string>(
  path: P,
  operationId: O,
  summary: string,
) =>
  defineRoute({
    method: 'post',
    path,
    operationId,
    summary,
    tag,
    access: manage,
    body: idsBody,
    responses: { 200: changedIds },
    errors: { 404: allOrNothing },
  });

/** Alerts (spec 2 §7 'Alerts'), paths exactly as the spec gives them. */
export const alertsContract = defineContract({
  classifications: defineRoute({
    method: 'get',
    path: '/classifications',
    operationId: 'alertClassifications',
    summary: 'The classification tabs (departments) and the alert types each holds',
    tag,
    access: read,
    responses: {
      200: {
        description: 'Departments in order; the All tab is implied.',
        schema: z.array(z.object({ department: z.string(), alerts: z.array(z.string()) })),
      },
    },
  }),
  alertTypes: defineRoute({
    method: 'get',
    path: '/alerts/alert-types',
    operationId: 'alertTypes',
    summary: 'The alert types and their sub types',
    tag,
    access: read,
    responses: {
      200: {
        description: 'Alert types by name.',
        schema: z.array(z.object({ _id: z.string(), subTypes: z.array(z.object({ value: z.string() })) })),
      },
    },
  }),
  list: defineRoute({
    method: 'get',
    path: '/alerts',
    operationId: 'alerts',
    summary: 'One page of alerts of a classification tab, filtered and scoped to the caller',
    tag,
    access: read,
    query: z.object({
      am_email: z.email().max(200).optional().meta({ description: 'Brands this account manager manages.' }),
      from: epochMs.optional(),
      to: epochMs.optional(),
      ...paging,
      classification: optionalText(100),
      alertVisibleTypes: listParam(2, 10)
        .pipe(z.array(z.enum(ALERT_VISIBLE_TYPES)))
        .optional(),
      sortBy: alertField.optional(),
      sortOrder: sortOrderShape.optional(),
      filterField: alertField.optional(),
      filterValue: optionalText(200),
      filterOperator: z.enum(ALERT_FILTER_OPERATORS).optional(),
      brands: codeList().optional(),
      alertTypes: listParam(50, 100).optional(),
      alertSubTypes: listParam(100, 100).optional(),
      subBrands: codeList().optional(),
      marketplaces: codeList(50).optional(),
    }),
    responses: { 200: { description: 'Newest first by default.', schema: pageShape(alertShape) } },
    errors: { 400: 'An unknown classification, or from after to.' },
  }),
  hideOne: defineRoute({
    method: 'post',
    path: '/alerts/hide-alert',
    operationId: 'hideAlert',
    summary: 'Hide an alert on one classification tab, or show it again when it is hidden there',
    tag,
    access: manage,
    body: z.object({ alertId, alertCollection: z.string().max(100), tabName }),
    responses: {
      200: {
        description: 'The alert’s tabs after the change.',
        schema: z.object({ _id: z.string(), hiddenFromTabs: z.array(z.string()) }),
      },
    },
    errors: { 404: 'No such alert for the caller.' },
  }),
  hideMany: defineRoute({
    method: 'post',
    path: '/alerts/hide-alerts',
    operationId: 'hideAlerts',
    summary: 'Hide (or show) many alerts on one classification tab, all or nothing',
    description:
      '`hidden` says which way; without it each alert is toggled on the tab. Answers the ids whose state changed.',
    tag,
    access: manage,
    body: z.object({
      alerts: z
        .array(z.object({ id: alertId, collectionName: z.string().max(100) }))
        .min(1)
        .max(1000),
      tabName,
      hidden: z.boolean().optional(),
    }),
    responses: { 200: changedIds },
    errors: { 404: allOrNothing },
  }),
  lateFbmShipments: defineRoute({
    method: 'get',
    path: '/alerts/late-fbm-shipments',
    operationId: 'lateFbmShipments',
    summary: 'FBM orders not shipped by their promise date',
    tag,
    access: manage,
    query: z.object(tabQuery(LATE_FBM_FIELDS)),
    responses: {
      200: {
        description: 'Most days past promise first by default.',
        schema: pageShape(lateFbmShipmentShape),
      },
    },
  }),
  toggleLateFbmFinished: toggleFinished(
    '/alerts/toggle-alert-finish-status/late-fbm-shipments',
    'toggleLateFbmShipmentsFinished',
    'Toggle the finished flag of late FBM shipments, all or nothing',
  ),
  deletedSkus: defineRoute({
    method: 'get',
    path: '/alerts/deleted-skus',
    operationId: 'deletedSkus',
    summary: 'SKUs a later listings document no longer holds',
    tag,
    access: manage,
    query: datedTabQuery(DELETED_SKU_FIELDS),
    responses: { 200: { description: 'Newest first by default.', schema: pageShape(deletedSkuShape) } },
  }),
  hideDeletedSkus: toggleFinished(
    '/alerts/deleted-skus/hide-alert',
    'hideDeletedSkus',
    'Toggle the finished (hidden) flag of deleted SKU alerts, all or nothing',
  ),
  missingParents: defineRoute({
    method: 'get',
    path: '/alerts/missing-parents',
    operationId: 'missingParents',
    summary: 'Child SKUs whose parent ASIN a later listings document dropped or changed',
    tag,
    access: manage,
    query: datedTabQuery(MISSING_PARENT_FIELDS),
    responses: { 200: { description: 'Newest first by default.', schema: pageShape(missingParentShape) } },
  }),
  hideMissingParents: toggleFinished(
    '/alerts/missing-parents/hide-alert',
    'hideMissingParents',
    'Toggle the finished (hidden) flag of missing parent alerts, all or nothing',
  ),
});
