import type * as oas from 'openapi3-ts/oas31';
import { authed, errors, json, jsonBody, queryParam, ref } from './components.ts';

const lookup = (operationId: string, summary: string): oas.PathItemObject => ({
  get: authed({
    operationId,
    tags: ['lookups'],
    summary,
    responses: { 200: json('The list, in display order.', { type: 'array', items: ref('LookupItem') }) },
  }),
});

const sellerKey = [
  queryParam('seller_id', { type: 'string' }, true, 'Selling partner id.'),
  queryParam('marketplace_id', { type: 'string' }, true, 'Amazon marketplace id.'),
];

/** Spec 1 §7.2 lookups and marketplaces, §7.3 notifications, and the service's own calls. */
export const referencePaths: oas.PathsObject = {
  '/healthz': {
    get: {
      operationId: 'health',
      tags: ['service'],
      summary: 'Liveness',
      responses: { 200: json('Up.', ref('Health')) },
    },
  },
  '/brands/get-authorized-marketplaces': {
    get: authed({
      operationId: 'authorizedMarketplaces',
      tags: ['marketplaces'],
      summary: 'Seller accounts and marketplaces the caller may see',
      responses: { 200: json('Scoped to the caller.', ref('AuthorizedMarketplaces')) },
    }),
  },
  '/brands/ids': {
    get: authed({
      operationId: 'brandIds',
      tags: ['marketplaces'],
      summary: 'Brand codes and names the caller may see',
      responses: { 200: json('Scoped to the caller.', { type: 'array', items: ref('BrandRef') }) },
    }),
  },
  '/brand-statuses': lookup('brandStatuses', 'Brand statuses'),
  '/brands/types': lookup('brandTypes', 'Brand types'),
  '/orders/methods': lookup('orderMethods', 'Order methods'),
  '/agreement-types': lookup('agreementTypes', 'Agreement types'),
  '/brands/max-control': lookup('brandMaxControl', 'Max control options'),
  '/users/brand-role-assignees': lookup('brandRoleAssignees', 'People who may hold a brand role'),
  '/users/account-managers': {
    get: authed({
      operationId: 'accountManagers',
      tags: ['lookups'],
      summary: 'Account managers and their brands',
      responses: {
        200: json('Every account manager.', { type: 'array', items: ref('AccountManager') }),
        403: { ...errors[403], description: 'Brand users and standard agency users.' },
      },
    }),
  },
  '/amazon-listings/activity-unread-count': {
    get: authed({
      operationId: 'activityUnreadCount',
      tags: ['activity'],
      summary: 'Unread listing activity for one seller and marketplace',
      parameters: sellerKey,
      responses: { 200: json('The unread count.', ref('ActivityCount')), 400: errors[400], 403: errors[403] },
    }),
  },
  '/amazon-listings/activity-unread-entries': {
    get: authed({
      operationId: 'activityUnreadEntries',
      tags: ['activity'],
      summary: 'A page of unread listing activity, newest first',
      parameters: [
        ...sellerKey,
        queryParam('page', { type: 'integer', minimum: 0, default: 0 }, false, 'Page number from 0.'),
        queryParam('pageSize', { type: 'integer', minimum: 1, maximum: 100, default: 15 }, false),
      ],
      responses: {
        200: json('One page and the total.', ref('ActivityPage')),
        400: errors[400],
        403: errors[403],
      },
    }),
  },
  '/amazon-listings/activity-unread-reset': {
    post: authed({
      operationId: 'resetActivityUnread',
      tags: ['activity'],
      summary: 'Mark all activity of one seller and marketplace as read',
      requestBody: jsonBody({
        type: 'object',
        required: ['marketplaceId', 'sellerId'],
        properties: { marketplaceId: { type: 'string' }, sellerId: { type: 'string' } },
      }),
      responses: { 204: { description: 'Marked read.' }, 400: errors[400], 403: errors[403] },
    }),
  },
  '/dev/activity': {
    post: authed({
      operationId: 'devRecordActivity',
      tags: ['development'],
      summary: 'Store an activity entry and emit new-activity (only with PORTAL_DEV_TOOLS=1)',
      requestBody: jsonBody({
        type: 'object',
        required: ['sellerId', 'marketplaceId'],
        properties: {
          sellerId: { type: 'string' },
          marketplaceId: { type: 'string' },
          sku: { type: 'string', maxLength: 200 },
          type: { type: 'string', maxLength: 200 },
          comment: { type: 'string', maxLength: 2000 },
        },
      }),
      responses: {
        201: json('The stored entry.', {
          type: 'object',
          required: ['entry'],
          properties: { entry: ref('ActivityEntry') },
        }),
        400: errors[400],
        403: errors[403],
        404: {
          description: 'No brand has authorized this seller here.',
          content: { 'application/json': { schema: ref('Error') } },
        },
      },
    }),
  },
  '/dev/outbox/last': {
    get: {
      operationId: 'devLastMail',
      tags: ['development'],
      summary:
        'The newest mail the local outbox kept, optionally to one address (only with PORTAL_DEV_TOOLS=1)',
      parameters: [queryParam('to', { type: 'string', maxLength: 320 }, false, 'Recipient address.')],
      responses: {
        200: json('The mail.', {
          type: 'object',
          required: ['id', 'from', 'to', 'subject', 'text', 'sentAt'],
          properties: {
            id: { type: 'string' },
            from: { type: 'string' },
            to: { type: 'string' },
            subject: { type: 'string' },
            text: { type: 'string' },
            html: { type: 'string' },
            sentAt: { type: 'string', format: 'date-time' },
          },
        }),
        400: errors[400],
        404: {
          description: 'No mail was sent (to this address).',
          content: { 'application/json': { schema: ref('Error') } },
        },
      },
    },
  },
};
