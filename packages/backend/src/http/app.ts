import type { RestContract } from '@portal/schema/rest';
import express, { type Express, Router } from 'express';
import helmet from 'helmet';
import type { AppContext } from '../app-context.ts';
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
  for (const { route, handler } of routingOrder(bound)) bindRoute(ctx, router, route, handler);
  // After every operation: middleware that is not one (the docs page's static files).
  for (const domain of domains) domain.mount?.(router);
  return router;
}

/** The REST application: the contract's paths, JSON in and out, errors as `{ statusCode, message }`. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway calls from loopback (npm start) or a private network (compose) and forwards the
  // browser's address; login slowdown keys on it.
  app.set('trust proxy', 'loopback, uniquelocal');
  if (ctx.logger) app.use(httpLogger(ctx.logger));
  // A JSON API: helmet's defaults (no framing, nosniff, no referrer, a deny-all CSP for any HTML).
  app.use(helmet());
  app.use(express.json({ limit: '100kb' }));
  app.use(sessionGuard(ctx.keys, ctx.sessions ?? new SessionRegistry(ctx.db)));
  app.use(domainRouter(ctx));
  app.use(notFoundHandler);
  app.use(createErrorHandler((message, err) => ctx.log(message, err)));
  return app;
}
