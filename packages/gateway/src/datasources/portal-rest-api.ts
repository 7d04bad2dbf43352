import { MESSAGES, REQUEST_ID_HEADER } from '@portal/schema';
import { pathOf, type RestRoute, type RouteAnswerBody, successOf } from '@portal/schema/rest';
import { GraphQLError } from 'graphql';
import { unauthenticatedError } from '../auth/auth-errors.ts';
import { serviceUnavailableError, upstreamError } from '../errors/upstream-errors.ts';
import { type ContractCall, queryString } from './contract-call.ts';
import { sendUpstream, type UpstreamAnswer } from './upstream-client.ts';

export interface PortalApiConfig {
  baseURL: string;
  /** The caller's bearer token, passed through to the backend unchanged. */
  token: string | null;
  /** The browser's address, so the backend's per-address login limits see real clients. */
  clientIp?: string | undefined;
  /** The gateway's id of the request, logged by the backend too (x-request-id). */
  requestId?: string | undefined;
  /** Where a failed call is reported (the console unless given). */
  logger?: { error(message: string): void };
}

/**
 * Per-request client of the backend's REST contract: bearer pass-through, error mapping, and GET
 * calls made once per operation (two resolvers asking for the same read share one call, as they
 * did with RESTDataSource; a write forgets what was read before it).
 */
export abstract class PortalRESTDataSource {
  protected readonly token: string | null;
  private readonly baseURL: string;
  private readonly clientIp: string | undefined;
  private readonly requestId: string | undefined;
  private readonly logger: { error(message: string): void };
  private readonly reads = new Map<string, Promise<UpstreamAnswer>>();

  constructor(config: PortalApiConfig) {
    // Paths are relative to the base, which may carry a path prefix.
    this.baseURL = config.baseURL.endsWith('/') ? config.baseURL : `${config.baseURL}/`;
    this.token = config.token;
    this.clientIp = config.clientIp;
    this.requestId = config.requestId;
    this.logger = config.logger ?? console;
  }

  /**
   * Calls one route of the backend's contract (packages/schema, `@portal/schema/rest`): the path,
   * query and body are typed by its declaration, and the answer is parsed with the declared schema,
   * so a resolver never reads a shape the contract does not promise.
   */
  protected async call<R extends RestRoute>(
    route: R,
    input: ContractCall<R> = {},
  ): Promise<RouteAnswerBody<R>> {
    const url = new URL(pathOf(route.path, input.params).slice(1), this.baseURL);
    for (const [name, value] of queryString(input.query)) url.searchParams.append(name, value);
    const { status, body: raw } = await this.send(route.method.toUpperCase(), url, input);
    if (status < 200 || status > 299) throw upstreamError(status, raw);
    const { answer } = successOf(route);
    if (!('schema' in answer)) return undefined as RouteAnswerBody<R>;
    const parsed = answer.schema.safeParse(raw);
    if (!parsed.success) {
      // The backend broke its contract: an unexpected failure, masked for the caller as an internal
      // error and logged with the broken fields by the server's error handling.
      throw new Error(`upstream ${route.operationId} answered off contract: ${parsed.error.message}`);
    }
    return parsed.data as RouteAnswerBody<R>;
  }

  private send<R extends RestRoute>(
    method: string,
    url: URL,
    input: ContractCall<R>,
  ): Promise<UpstreamAnswer> {
    const headers: Record<string, string> = { ...input.headers };
    // A call with its own bearer is a different read of the same URL.
    const key = `${headers.authorization ?? ''} ${url.href}`;
    if (method !== 'GET') this.reads.clear();
    else {
      const shared = this.reads.get(key);
      if (shared) return shared;
    }
    // A call may bring its own bearer (refresh, register tokens); otherwise the caller's.
    if (this.token && !headers.authorization) headers.authorization = `Bearer ${this.token}`;
    if (this.clientIp) headers['x-forwarded-for'] = this.clientIp;
    if (this.requestId) headers[REQUEST_ID_HEADER] = this.requestId;
    let body: string | undefined;
    if (input.body !== undefined) {
      body = JSON.stringify(input.body);
      headers['content-type'] ??= 'application/json';
    }
    const answer = sendUpstream({ method, url, headers, ...(body !== undefined ? { body } : {}) }).catch(
      (error: unknown) => {
        if (error instanceof GraphQLError) throw error;
        // Refused connections, resets, bad JSON: the caller learns only that the service is down.
        this.logger.error(`upstream ${url.pathname} failed: ${String(error)}`);
        throw serviceUnavailableError();
      },
    );
    if (method === 'GET') this.reads.set(key, answer);
    return answer;
  }
}

/** Printable ASCII without spaces, as opaque and JWT tokens are; anything else cannot be a header. */
const HEADER_SAFE_TOKEN = /^[\x21-\x7e]{1,4096}$/;

/**
 * Header value for a call that must carry a token other than the caller's. A token that cannot
 * travel in a header (spaces, control characters, megabytes) is refused as a bad token, not
 * reported as an outage.
 */
export function bearer(token: string): { authorization: string } {
  if (!HEADER_SAFE_TOKEN.test(token)) throw unauthenticatedError(MESSAGES.invalidToken);
  return { authorization: `Bearer ${token}` };
}
