import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Request, Response } from 'express';
import { serviceUnavailableMessage } from '../errors/upstream-errors.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../logging/http-logger.ts';

/** Headers of the backend's answer a streamed relay passes on. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'x-content-type-options'];

/** Streams the backend's answer to the client as it arrives, with its status and safe headers. */
export function relayAnswer(res: Response, upstream: globalThis.Response): void {
  res.status(upstream.status);
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  if (!upstream.body) return void res.end();
  Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>).pipe(res);
}

/**
 * A file upload does not go through GraphQL: the request body is streamed to the backend's call as
 * it arrives, with the caller's bearer token and the seller named in the query, and the answer is
 * streamed back. The backend checks access, size and type; a backend that cannot be reached is 503.
 */
export async function relayUpload(
  req: Request,
  res: Response,
  upstream: { url: string; method: 'POST' | 'PUT' },
): Promise<void> {
  const query = new URLSearchParams({
    sellerId: String(req.query.sellerId ?? ''),
    marketplaceId: String(req.query.marketplaceId ?? ''),
  });
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestIdOf(req) ?? '' };
  for (const name of ['authorization', 'content-type', 'content-length'])
    if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
  try {
    const answer = await fetch(`${upstream.url}?${query}`, {
      method: upstream.method,
      headers,
      body: Readable.toWeb(req) as unknown as RequestInit['body'],
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    relayAnswer(res, answer);
  } catch {
    if (!res.headersSent) res.status(503).json({ statusCode: 503, message: serviceUnavailableMessage });
  }
}
