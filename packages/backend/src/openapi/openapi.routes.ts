import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { Router } from 'express';
import { openApiDocument } from './document.ts';

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

/** GET /openapi.json (the document) and GET /docs (a Swagger UI page over it). */
export function openApiRoutes(): Router {
  const router = Router();
  const body = JSON.stringify(openApiDocument());
  // The package's folder, found without loading its 1.5 MB browser bundle into the server.
  const assets = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  // Fail at start-up, not on the first visit, if the package lost its files.
  if (!existsSync(join(assets, 'swagger-ui-bundle.js')))
    throw new Error(`swagger-ui-dist is missing at ${assets}`);

  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').set('Cache-Control', 'no-cache').send(body);
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/docs/docs-init.js', (_req, res) => {
    res.type('application/javascript').send(DOCS_INIT);
  });
  router.use('/docs', express.static(assets, { index: false, maxAge: '1h' }));
  return router;
}
