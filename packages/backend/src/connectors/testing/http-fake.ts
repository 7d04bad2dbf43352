import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake saw it, body read as text. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (request: SeenRequest, res: ServerResponse) => void | Promise<void>;

/** A local HTTP server standing in for an outside API in tests; it records what it was sent. */
export interface HttpFake {
  url: string;
  seen: SeenRequest[];
  /** The next `count` requests answer `status` (with Retry-After when given) before any handler. */
  failNext(count: number, status: number, retryAfter?: string): void;
  close(): Promise<void>;
}

export async function startHttpFake(handler: FakeHandler): Promise<HttpFake> {
  const seen: SeenRequest[] = [];
  const failures: { status: number; retryAfter?: string }[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: SeenRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    seen.push(request);
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (failure.retryAfter !== undefined) headers['retry-after'] = failure.retryAfter;
      res
        .writeHead(failure.status, headers)
        .end(JSON.stringify({ errors: [{ code: String(failure.status) }] }));
      return;
    }
    try {
      await handler(request, res);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    failNext(count, status, retryAfter) {
      for (let i = 0; i < count; i += 1) failures.push({ status, retryAfter });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON. */
export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
