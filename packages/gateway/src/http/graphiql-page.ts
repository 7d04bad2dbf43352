import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import type { RequestHandler } from 'express';

/** The IDE's page in the web's build (packages/web/graphiql.html): GraphiQL bundled with our scripts. */
export const GRAPHIQL_PAGE = 'graphiql.html';

export const GRAPHIQL_REFUSAL =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign in</title>' +
  '<p>Sign in to the portal to open GraphiQL, or call the API with an API key (docs/api.md).</p>' +
  '<p><a href="/">Sign in</a></p></html>';

export interface GraphiQLPageOptions {
  webDist: string;
  /** Whether the request comes from a signed-in browser or carries a valid token or key. */
  isCaller(req: IncomingMessage): Promise<boolean>;
}

/**
 * GET /graphql from a browser (it prefers HTML) opens GraphiQL in production (issue 36): the page
 * is our own build under our CSP, so nothing loads from a CDN. Only a caller gets it; an anonymous
 * browser gets a 401 that names nothing of the API. The page itself holds no data and no schema:
 * every query it sends is authorised like any other (its introspection is the caller's view,
 * docs/decisions/0472). Other GET requests (a GraphQL GET query) go on to Apollo.
 */
export function graphiqlPage(opts: GraphiQLPageOptions): RequestHandler {
  const page = join(resolve(opts.webDist), GRAPHIQL_PAGE);
  return async (req, res, next) => {
    const wantsPage = req.accepts(['application/json', 'application/graphql-response+json', 'text/html']);
    if (wantsPage !== 'text/html' || !existsSync(page)) return next();
    res.setHeader('cache-control', 'no-store');
    try {
      if (await opts.isCaller(req)) return res.sendFile(page);
    } catch (error) {
      return next(error);
    }
    res.status(401).type('html').send(GRAPHIQL_REFUSAL);
  };
}
