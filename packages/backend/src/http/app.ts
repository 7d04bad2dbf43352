import { BULK_EDIT_BODY_LIMIT } from '@portal/schema';
import { expressPath, listingsBulkContract, type RestContract } from '@portal/schema/rest';
import express, { type Express, type RequestHandler, Router } from 'express';
import helmet from 'helmet';
import type { AppContext } from '../app-context.ts';
import { DEFAULT_BACKEND_TRUST_PROXY } from '../config/env.ts';
import { httpLogger } from '../logging/http-logger.ts';
import { sessionGuard } from '../modules/auth/session-guard.ts';
import { SessionRegistry } from '../modules/auth/session-registry.ts';
import { DOMAINS } from '../modules/domains.ts';
import type { AnyDomainManifest } from '../modules/manifest.ts';
import { bindRoute } from './contract-route.ts';
import { createErrorHandler, notFoundHandler } from './error-handler.ts';
import { routingOrder } from './route-order.ts';

/** The routes of every domain, each bound to its contract (validation and permission included). */
export function domainRouter(ctx: AppContext, domains: readonly AnyDomainManifest[] = DOMAINS): Router {
  const router = Router();
  const facts = { contracts: domains.map((domain) => domain.contract) };
  const bound = domains.flatMap((domain) => {
    const handlers = domain.handlers(ctx, facts);
    return Object.entries(domain.contract as RestContract).map(([name, route]) => {
      const handler = handlers[name];
      if (!handler) throw new Error(`${domain.name} has no handler for ${name}`);
      return { route, handler };
    });
  });
  // Express tries the layers of a router one by one (a regular expression each); with every route
  // in one router that walk was most of the routing cost of each request (docs/decisions/0241).
  // One router per first path segment keeps each walk to that segment's few routes; the binding
  // order within a router is still routingOrder's, and literal first segments always came before
  // parameter ones, so the param-first router runs last, as before.
  const byFirstSegment = new Map<string, Router>();
  const paramFirst = Router();
  for (const { route, handler } of routingOrder(bound)) {
    const first = firstSegment(route.path);
    let target = paramFirst;
    if (!first.startsWith('{')) {
      target = byFirstSegment.get(first) ?? Router();
      byFirstSegment.set(first, target);
    }
    bindRoute(ctx, target, route, handler);
  }
  const dispatch: RequestHandler = (req, res, next) => {
    const segmentRouter = byFirstSegment.get(firstSegment(req.path));
    if (segmentRouter) segmentRouter(req, res, next);
    else next();
  };
  // Seen from outside it is a router of routers: its `stack` lists the layers it dispatches to, so
  // whatever reads the app's routes (the OpenAPI check, the bad-input harness) still finds them all.
  router.use(Object.assign(dispatch, { stack: [...byFirstSegment.values()].flatMap((r) => r.stack) }));
  router.use(paramFirst);
  // After every operation: middleware that is not one (the docs page's static files).
  for (const domain of domains) domain.mount?.(router);
  return router;
}

/** Lower-cased, as express matches paths case-insensitively: `/Users/me` still finds `/users/me`. */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/** A request whose JSON body's bytes were kept (see createApp). */
export type RawBodyRequest = import('node:http').IncomingMessage & { rawBody?: Buffer };

/** The REST application: the contract's paths, JSON in and out, errors as `{ statusCode, message }`. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway forwards the browser's address and login slowdown keys on it, so only configured
  // hops may name it: by default the gateway on loopback (npm start); compose names its network.
  app.set('trust proxy', ctx.trustProxy ?? DEFAULT_BACKEND_TRUST_PROXY);
  if (ctx.logger) app.use(httpLogger(ctx.logger));
  // A JSON API: helmet's defaults (no framing, nosniff, no referrer, a deny-all CSP for any HTML).
  app.use(helmet());
  // A bulk submission carries up to BULK_EDIT_MAX_LISTINGS listings' changes: its own, larger
  // limit, parsed before the general one (which then leaves the parsed body alone).
  app.use(expressPath(listingsBulkContract.bulkEdit2.path), express.json({ limit: BULK_EDIT_BODY_LIMIT }));
  // The raw bytes are kept for the billing webhook: its signature is over the body as sent.
  app.use(
    express.json({
      limit: '100kb',
      verify: (req, _res, buf) => {
        (req as RawBodyRequest).rawBody = buf;
      },
    }),
  );
  app.use(sessionGuard(ctx.keys, ctx.sessions ?? new SessionRegistry(ctx.db)));
  app.use(domainRouter(ctx));
  app.use(notFoundHandler);
  app.use(createErrorHandler((message, err) => ctx.log(message, err)));
  return app;
}
