import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';

// Paths the SPA fallback must never swallow.
const apiPaths = ['/graphql', '/healthz'];

// Files Vite writes under assets/ with a content hash in their name (index-CUn6BrU9.js).
const hashedAsset = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.[a-z0-9]+$/i;

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
  // The app's budgets are gzip sizes: send them so (the login page's scripts are ~3× smaller on the
  // wire). Only the app's files: GraphQL answers are not compressed here.
  router.use(compression());
  router.use(
    express.static(root, {
      index: 'index.html',
      // Vite names every file under assets/ by its content hash: a new build gets new names, so
      // browsers may keep these for good. index.html stays revalidated so a deploy is seen at once.
      setHeaders: (res, path) => {
        if (hashedAsset.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path) || assetPath.test(req.path)) {
      return next();
    }
    res.sendFile(join(root, 'index.html'));
  });
  return router;
}
