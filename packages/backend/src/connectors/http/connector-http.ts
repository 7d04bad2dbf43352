import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@portal/schema';
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import { ThrottledError } from '../../jobs/job-errors.ts';
import type { Logger } from '../../logging/logger.ts';
import { ConnectorError, isRetryableStatus } from '../connector-errors.ts';
import { retryAfterSeconds } from './retry-after.ts';

export interface ConnectorHttpOptions {
  /** The outside service, as logs and a job's error name it ("Selling Partner API"). */
  service: string;
  /** Gives up on one request after this long (ms). */
  timeoutMs?: number;
  /** Retries of one call on 429, 5xx (idempotent calls only) and connection errors. */
  retries?: number;
  /** First backoff (ms); it doubles per retry, with full jitter, up to `backoffLimitMs`. */
  retryDelayMs?: number;
  backoffLimitMs?: number;
  /**
   * A Retry-After longer than this (ms) is not waited for inside the call: the call fails with a
   * ThrottledError so the job goes back to the queue and the worker is free meanwhile.
   */
  maxRetryAfterMs?: number;
  logger?: Logger;
}

/** One call: what it is called in logs and errors, and whether repeating it is harmless. */
export interface CallOptions extends Omit<Options, 'retry' | 'timeout' | 'hooks' | 'prefixUrl'> {
  operation: string;
  /**
   * Whether a 5xx may be retried. A 429 always may (Amazon did not process it); a POST that
   * creates something is not repeated on a 5xx, where it may already have been done.
   */
  idempotent?: boolean;
}

/** The shared HTTP client every real connector adapter calls through. */
export interface ConnectorHttp {
  json<T>(url: string | URL, options: CallOptions): Promise<T>;
  text(url: string | URL, options: CallOptions): Promise<string>;
  bytes(url: string | URL, options: CallOptions): Promise<Uint8Array>;
  /** The answer's body as a stream, for files too large to hold whole. */
  stream(url: string | URL, options: CallOptions): Promise<ReadableStream<Uint8Array> | null>;
}

const IDEMPOTENT = new Set(['get', 'head', 'put', 'delete', 'options']);

/**
 * Built on ky (fetch, i.e. Node's undici): timeouts, retries with exponential backoff and full
 * jitter, Retry-After honoured (ADR 0301). Each call carries one request id across its attempts,
 * sent as `x-request-id` and written on every log line with the service's own request id.
 */
export function createConnectorHttp(options: ConnectorHttpOptions): ConnectorHttp {
  const { service, logger } = options;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const client: KyInstance = ky.create({
    timeout: options.timeoutMs ?? 30_000,
    throwHttpErrors: true,
    hooks: {
      beforeRequest: [
        (request) => {
          if (!request.headers.has(REQUEST_ID_HEADER)) request.headers.set(REQUEST_ID_HEADER, randomUUID());
        },
      ],
      afterResponse: [
        (request, _options, response, { retryCount }) => {
          logger?.[response.ok ? 'debug' : 'warn'](
            {
              service,
              requestId: request.headers.get(REQUEST_ID_HEADER),
              amazonRequestId: response.headers.get('x-amzn-requestid') ?? undefined,
              method: request.method,
              url: withoutQuery(request.url),
              status: response.status,
              attempt: retryCount + 1,
            },
            'connector call answered',
          );
        },
      ],
    },
  });

  async function call(url: string | URL, opts: CallOptions): Promise<Response> {
    const { operation, idempotent, ...rest } = opts;
    const method = (rest.method ?? 'get').toLowerCase();
    const repeatable = idempotent ?? IDEMPOTENT.has(method);
    try {
      return await client(url, {
        ...rest,
        retry: {
          limit: options.retries ?? 3,
          methods: [method],
          statusCodes: [408, 429, 500, 502, 503, 504],
          afterStatusCodes: [429, 503],
          jitter: true,
          delay: (attempt) => retryDelayMs * 2 ** (attempt - 1),
          backoffLimit: options.backoffLimitMs ?? 10_000,
          shouldRetry: ({ error }) => {
            if (!(error instanceof HTTPError)) return repeatable ? undefined : false;
            if (error.response.status === 429) {
              // A long wait is the queue's job, not a held worker's.
              return retryAfterSeconds(error.response) * 1000 > maxRetryAfterMs ? false : undefined;
            }
            return repeatable ? undefined : false;
          },
        },
      });
    } catch (error) {
      throw toConnectorError(error, service, operation);
    }
  }

  return {
    json: async <T>(url: string | URL, opts: CallOptions) => (await (await call(url, opts)).json()) as T,
    text: async (url, opts) => (await call(url, opts)).text(),
    bytes: async (url, opts) => new Uint8Array(await (await call(url, opts)).arrayBuffer()),
    stream: async (url, opts) => (await call(url, opts)).body,
  };
}

/** What a failed call becomes: a throttle re-queues the job, a 5xx retries it, a 4xx fails it. */
export function toConnectorError(error: unknown, service: string, operation: string): Error {
  if (error instanceof HTTPError) {
    const { status } = error.response;
    if (status === 429)
      return new ThrottledError(retryAfterSeconds(error.response), `${service} ${operation} throttled (429)`);
    return new ConnectorError(service, operation, status, isRetryableStatus(status));
  }
  if (error instanceof TimeoutError || error instanceof TypeError)
    return new ConnectorError(service, operation, null, true);
  return error instanceof Error ? error : new Error(String(error));
}

// Query strings can carry identifiers of a seller; the path says enough for an operator.
const withoutQuery = (url: string): string => url.split('?')[0] ?? url;
