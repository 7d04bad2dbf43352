import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { httpLogger } from './http-logger.ts';
import { createLogger } from './logger.ts';

/** One request through the access logger, as Node would hand it over; the written line parsed. */
async function accessLine(url: string, status: number, headers: Record<string, string>) {
  const stream = new PassThrough();
  const written: string[] = [];
  stream.on('data', (chunk: Buffer) => written.push(String(chunk)));
  const middleware = httpLogger(createLogger('gateway', 'info', stream));
  const req = new IncomingMessage(new Socket());
  Object.assign(req, { method: 'GET', url, headers });
  const res = new ServerResponse(req);
  middleware(req, res, () => {});
  res.statusCode = status;
  res.emit('finish');
  await new Promise((resolve) => setImmediate(resolve));
  return JSON.parse(written.join('')) as Record<string, unknown>;
}

describe('the access line', () => {
  it('keeps method, URL, id and status, and no header', async () => {
    const line = await accessLine('/graphql?x=1', 200, {
      authorization: 'Bearer secret-token',
      cookie: 'refresh=secret-cookie',
    });
    expect(line.req).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'GET',
      url: '/graphql?x=1',
    });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(line.level).toBe(30);
    expect(JSON.stringify(line)).not.toMatch(/secret/);
  });

  it('cuts credentials out of the URL and logs a server failure as an error', async () => {
    const line = await accessLine('/downloads/abc123secret?token=t0ps3cret&page=2', 503, {});
    expect((line.req as { url: string }).url).toBe('/downloads/[redacted]?token=[redacted]&page=2');
    expect(line.level).toBe(50);
    expect(JSON.stringify(line)).not.toMatch(/secret|t0ps3cret/);
  });
});
