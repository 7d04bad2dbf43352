import { join, resolve } from 'node:path';
import express, { type Router } from 'express';

// Paths the SPA fallback must never swallow.
const apiPaths = ['/graphql', '/healthz'];

// A missing asset (a path ending in a file extension) stays a 404 instead of becoming a page.
const assetPath = /\.[a-z0-9]+$/i;

function isApiPath(path: string): boolean {
  return apiPaths.some((api) => path === api || path.startsWith(`${api}/`));
}

/** Serves the built web app and answers every other GET page route with its index.html. */
export function staticWebRouter(webDist: string, opts: { serveSourceMaps?: boolean } = {}): Router {
  const root = resolve(webDist);
  const router = express.Router();
  // Source maps show the app's source to anyone; production serves the built code only.
  if (!opts.serveSourceMaps) {
    router.use((req, res, next) => {
      if (req.path.endsWith('.map')) res.status(404).end();
      else next();
    });
  }
  router.use(express.static(root, { index: 'index.html' }));
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path) || assetPath.test(req.path)) {
      return next();
    }
    res.sendFile(join(root, 'index.html'));
  });
  return router;
}
