import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppContext } from '../app-context.ts';
import { devOutboxRoutes } from '../connectors/mail/outbox.routes.ts';
import { httpLogger } from '../logging/http-logger.ts';
import { activityRoutes } from '../modules/activity/activity.routes.ts';
import { advertisingRoutes } from '../modules/advertising/advertising.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { sessionGuard } from '../modules/auth/session-guard.ts';
import { SessionRegistry } from '../modules/auth/session-registry.ts';
import { brandReportsRoutes } from '../modules/brand-reports/brand-reports.routes.ts';
import { lookupsRoutes } from '../modules/lookups/lookups.routes.ts';
import { marketplacesRoutes } from '../modules/marketplaces/marketplaces.routes.ts';
import { usersRoutes } from '../modules/users/users.routes.ts';
import { openApiRoutes } from '../openapi/openapi.routes.ts';
import { createErrorHandler, notFoundHandler } from './error-handler.ts';

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

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(authRoutes(ctx));
  app.use(marketplacesRoutes(ctx));
  app.use(lookupsRoutes(ctx));
  app.use(usersRoutes(ctx));
  app.use(activityRoutes(ctx));
  app.use(advertisingRoutes(ctx));
  app.use(brandReportsRoutes(ctx));
  if (ctx.devTools) app.use(devOutboxRoutes(ctx));

  app.use(openApiRoutes());

  app.use(notFoundHandler);
  app.use(createErrorHandler((message, err) => ctx.log(message, err)));
  return app;
}
