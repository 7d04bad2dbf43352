import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, type BaseContext, HeaderMap, type HTTPGraphQLRequest } from '@apollo/server';
import express from 'express';
import { answerTooLarge, type WireAnswer } from './answer-size.ts';
import { clientAddress, type TrustFunction } from './client-address.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface GraphQLHttpOptions<TContext extends BaseContext> {
  apollo: ApolloServer<TContext>;
  /** Run in order before the operation (security headers, access log), as express would. */
  before: Middleware[];
  /** Largest accepted body, as body-parser reads it ('100kb'). */
  bodyLimit: string;
  /** Largest answer sent; a bigger one is replaced by an error (answer-size.ts). */
  maxAnswerBytes: number;
  /** The proxies allowed to name the client's address (TRUST_PROXY), as express uses them too. */
  trustProxy: TrustFunction;
  context(req: IncomingMessage, res: ServerResponse, clientIp: string | undefined): Promise<TContext>;
}

/** The path is `/graphql`, with or without a query string. */
export function isGraphQLPost(req: IncomingMessage, path: string): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  return url === path || url.startsWith(`${path}?`);
}

function run(middleware: Middleware, req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) =>
    middleware(req, res, (error) => (error ? reject(error) : resolve())),
  );
}

function headerMap(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The gateway's own refusal of an answer too large to send (answer-size.ts). */
function send(res: ServerResponse, answer: WireAnswer): void {
  res.statusCode = answer.status;
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-type', answer.contentType);
  res.setHeader('content-length', Buffer.byteLength(answer.body));
  res.end(answer.body);
}

function refuse(res: ServerResponse, error: unknown): void {
  // body-parser's errors carry the status (400 bad JSON, 413 too large, 415 charset).
  const status = (error as { status?: unknown }).status;
  const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
  if (res.headersSent) return void res.end();
  res.statusCode = code;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message: code === 500 ? 'Internal server error' : 'Bad request' }] }));
}

/**
 * POST /graphql served by Node's http and Apollo's own HTTP handling, without express's router in
 * front: express's per-request work (router walk, request/response prototypes, query parsing) was
 * about a third of the gateway's CPU per request (docs/decisions/0111). Every other path, and GET
 * on /graphql, stays with express. The same middlewares (security headers, access log, JSON body
 * with its limit) run, and every operation runs through Apollo's pipeline and executor with all its
 * plugins (docs/decisions/0331): this is Apollo's HTTP integration, not a second executor.
 */
export function graphqlHttpHandler<TContext extends BaseContext>(opts: GraphQLHttpOptions<TContext>) {
  const jsonBody = express.json({ limit: opts.bodyLimit }) as unknown as Middleware;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      for (const middleware of opts.before) await run(middleware, req, res);
      await run(jsonBody, req, res);
      const body = (req as IncomingMessage & { body?: unknown }).body;
      const clientIp = clientAddress(req, opts.trustProxy);
      const context = () => opts.context(req, res, clientIp);
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const httpGraphQLRequest: HTTPGraphQLRequest = {
        method: 'POST',
        headers: headerMap(req),
        search: query >= 0 ? url.slice(query) : '',
        body,
      };
      const answer = await opts.apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') {
        const tooLarge = answerTooLarge(answer.body.string, opts.maxAnswerBytes);
        if (tooLarge) return send(res, tooLarge);
        res.setHeader('content-length', Buffer.byteLength(answer.body.string));
        res.end(answer.body.string);
        return;
      }
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      refuse(res, error);
    }
  };
}
