import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ThrottledError } from '../../jobs/job-errors.ts';
import { createLogger } from '../../logging/logger.ts';
import { ConnectorError } from '../connector-errors.ts';
import { type HttpFake, sendJson, startHttpFake } from '../testing/http-fake.ts';
import { type ConnectorHttpOptions, createConnectorHttp } from './connector-http.ts';

let fake: HttpFake;
afterEach(() => fake?.close());

/** A client with tiny backoffs, so retries cost no time in tests; its log lines are kept. */
function client(extra: Partial<ConnectorHttpOptions> = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const http = createConnectorHttp({
    service: 'Test API',
    retries: 2,
    retryDelayMs: 1,
    logger: createLogger('test', 'debug', sink),
    ...extra,
  });
  return { http, lines };
}

const ok = async () => {
  fake = await startHttpFake((_req, res) => sendJson(res, 200, { status: 'ACCEPTED' }));
};

describe('the shared connector HTTP client', () => {
  it('retries a 429 after its Retry-After and answers the next response', async () => {
    await ok();
    fake.failNext(1, 429, '0');
    const { http } = client();

    const answer = await http.json<{ status: string }>(`${fake.url}/items`, { operation: 'getItem' });

    expect(answer.status).toBe('ACCEPTED');
    expect(fake.seen).toHaveLength(2);
  });

  it('sends one request id on every attempt of a call and logs it with each answer', async () => {
    await ok();
    fake.failNext(1, 503);
    const { http, lines } = client();

    await http.json(`${fake.url}/items`, { operation: 'getItem' });

    const ids = fake.seen.map((r) => r.headers['x-request-id']);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(lines.map((l) => [l.requestId, l.status, l.attempt])).toEqual([
      [ids[0], 503, 1],
      [ids[0], 200, 2],
    ]);
  });

  it('re-queues through a ThrottledError once 429s outlast its retries', async () => {
    await ok();
    fake.failNext(3, 429, '1');
    const { http } = client({ maxRetryAfterMs: 5_000 });

    const error = await http.json(`${fake.url}/items`, { operation: 'getItem' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ThrottledError);
    expect((error as ThrottledError).retryAfterSeconds).toBe(1);
    expect(fake.seen).toHaveLength(3);
  });

  it('does not hold the worker for a Retry-After longer than it may wait', async () => {
    await ok();
    fake.failNext(1, 429, '60');
    const { http } = client({ maxRetryAfterMs: 1_000 });

    const error = await http.json(`${fake.url}/items`, { operation: 'getItem' }).catch((e: unknown) => e);

    expect((error as ThrottledError).retryAfterSeconds).toBe(60);
    expect(fake.seen).toHaveLength(1);
  });

  it('retries a 429 on a POST, which Amazon did not process', async () => {
    await ok();
    fake.failNext(1, 429, '0');
    const { http } = client();

    await http.json(`${fake.url}/reports`, { operation: 'createReport', method: 'post', json: {} });

    expect(fake.seen).toHaveLength(2);
  });

  it('does not repeat a POST that answered 503, since it may have been done', async () => {
    await ok();
    fake.failNext(1, 503);
    const { http } = client();

    const error = await http
      .json(`${fake.url}/reports`, { operation: 'createReport', method: 'post', json: {} })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).retryable).toBe(true);
    expect(fake.seen).toHaveLength(1);
  });

  it('fails a refused request at once with a message naming the service', async () => {
    await ok();
    fake.failNext(1, 400);
    const { http } = client();

    const error = await http.json(`${fake.url}/items`, { operation: 'getItem' }).catch((e: unknown) => e);

    expect((error as ConnectorError).retryable).toBe(false);
    expect((error as ConnectorError).message).toBe('Test API refused the request (getItem, HTTP 400).');
    expect(fake.seen).toHaveLength(1);
  });

  it('gives up on a service that never answers, as a retryable failure', async () => {
    // The fake holds the request open; only the client's timeout can end the call.
    fake = await startHttpFake(() => new Promise(() => {}));
    const { http } = client({ timeoutMs: 200, retries: 0 });

    const error = await http.json(`${fake.url}/items`, { operation: 'getItem' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).status).toBeNull();
  });
});
