import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { platformContract } from '@portal/schema/rest';
import express, { type Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { lastOutboxMail } from '../../connectors/mail/outbox.routes.ts';
import { HttpError } from '../../http/http-error.ts';
import { openApiDocument } from '../../openapi/document.ts';
import type { ContractHandlers, ServiceFacts } from '../manifest.ts';

// Swagger UI from the npm package (no CDN: the portal must work offline). The page and its
// initializer are ours so no inline script is needed.
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Portal backend REST API</title>
  <link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
  <main id="swagger-ui"></main>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/swagger-ui-standalone-preset.js"></script>
  <script src="/docs/docs-init.js"></script>
</body>
</html>
`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  persistAuthorization: false,
});
`;

/** Health, the OpenAPI document and its docs page, and the development mail outbox. */
export const platformHandlers = (
  ctx: AppContext,
  facts: ServiceFacts,
): ContractHandlers<typeof platformContract> => {
  const document = JSON.stringify(openApiDocument(facts.contracts));
  return {
    health: () => ({ status: 'ok' }),
    // Probed every few seconds by load balancers: 503 while starting or draining.
    readiness: () => {
      const state = ctx.readiness?.state ?? 'ready';
      if (state !== 'ready') throw new HttpError(503, state === 'draining' ? 'Draining' : 'Starting');
      return { status: 'ready' as const };
    },
    openApi: ({ res }) => {
      res.type('application/json').set('Cache-Control', 'no-cache').send(document);
    },
    docs: ({ res }) => {
      res.type('html').send(DOCS_PAGE);
    },
    docsInit: ({ res }) => {
      res.type('application/javascript').send(DOCS_INIT);
    },
    // Development tool: end-to-end tests follow a reset or register link when mails live in memory.
    devLastMail: ({ query }) => lastOutboxMail(ctx, query.to),
  };
};

/** The docs page's renderer files (static, not operations). */
export function mountDocsAssets(router: Router): void {
  // The package's folder, found without loading its 1.5 MB browser bundle into the server.
  const assets = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  // Fail at start-up, not on the first visit, if the package lost its files.
  if (!existsSync(join(assets, 'swagger-ui-bundle.js')))
    throw new Error(`swagger-ui-dist is missing at ${assets}`);
  router.use('/docs', express.static(assets, { index: false, maxAge: '1h' }));
}
