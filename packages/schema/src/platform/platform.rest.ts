import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';

/** The service's own calls: health, the API's documentation and the development mail outbox. */
export const platformContract = defineContract({
  health: defineRoute({
    method: 'get',
    path: '/healthz',
    operationId: 'health',
    summary: 'Liveness',
    tag: 'service',
    access: { public: true },
    responses: { 200: { description: 'Up.', schema: z.object({ status: z.literal('ok') }) } },
  }),
  readiness: defineRoute({
    method: 'get',
    path: '/readyz',
    operationId: 'readiness',
    summary: 'Readiness: whether a load balancer should send this instance work',
    tag: 'service',
    access: { public: true },
    responses: { 200: { description: 'Taking work.', schema: z.object({ status: z.literal('ready') }) } },
    errors: { 503: 'Starting, or draining before it stops (docs/deployment.md).' },
  }),
  openApi: defineRoute({
    method: 'get',
    path: '/openapi.json',
    operationId: 'openApiDocument',
    summary: 'This document',
    tag: 'service',
    access: { public: true },
    responses: { 200: { description: 'OpenAPI 3.1.', contentType: 'application/json' } },
  }),
  docs: defineRoute({
    method: 'get',
    path: '/docs',
    operationId: 'apiDocs',
    summary: 'A page that renders this document',
    tag: 'service',
    access: { public: true },
    responses: { 200: { description: 'HTML.', contentType: 'text/html' } },
  }),
  docsInit: defineRoute({
    method: 'get',
    path: '/docs/docs-init.js',
    operationId: 'apiDocsScript',
    summary: 'The docs page’s initializer (no inline script)',
    tag: 'service',
    access: { public: true },
    responses: { 200: { description: 'JavaScript.', contentType: 'application/javascript' } },
  }),
  devLastMail: defineRoute({
    method: 'get',
    path: '/dev/outbox/last',
    operationId: 'devLastMail',
    summary: 'The newest mail the local outbox kept, optionally to one address (development tools only)',
    tag: 'development',
    access: { public: true },
    devOnly: true,
    query: z.object({ to: z.string().max(320).optional().meta({ description: 'Recipient address.' }) }),
    responses: {
      200: {
        description: 'The mail.',
        schema: z.object({
          id: z.string(),
          from: z.string(),
          to: z.string(),
          subject: z.string(),
          text: z.string(),
          html: z.string().optional(),
          sentAt: z.iso.datetime({ offset: true }),
        }),
      },
    },
    errors: { 404: 'No mail was sent (to this address).' },
  }),
});
