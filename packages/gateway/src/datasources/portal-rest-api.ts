import {
  type AugmentedRequest,
  type DataSourceConfig,
  type DataSourceFetchResult,
  type DataSourceRequest,
  RESTDataSource,
} from '@apollo/datasource-rest';
import { REQUEST_ID_HEADER } from '@portal/schema';
import { pathOf, type RestRoute, type RouteAnswerBody, successOf } from '@portal/schema/rest';
import { GraphQLError } from 'graphql';
import { unauthenticatedError } from '../auth/auth-errors.ts';
import { serviceUnavailableError, upstreamError } from '../errors/upstream-errors.ts';
import { type ContractCall, queryString } from './contract-call.ts';

export interface PortalApiConfig extends DataSourceConfig {
  baseURL: string;
  /** The caller's bearer token, passed through to the backend unchanged. */
  token: string | null;
  /** The browser's address, so the backend's per-address login limits see real clients. */
  clientIp?: string | undefined;
  /** The gateway's id of the request, logged by the backend too (x-request-id). */
  requestId?: string | undefined;
}

/** Per-request client of the backend's REST contract: bearer pass-through and error mapping. */
export abstract class PortalRESTDataSource extends RESTDataSource {
  protected readonly token: string | null;
  private readonly clientIp: string | undefined;
  private readonly requestId: string | undefined;

  constructor(config: PortalApiConfig) {
    super(config);
    this.baseURL = config.baseURL;
    this.token = config.token;
    this.clientIp = config.clientIp;
    this.requestId = config.requestId;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    // A call may bring its own bearer (refresh, register tokens); otherwise the caller's.
    if (this.token && !request.headers.authorization) {
      request.headers.authorization = `Bearer ${this.token}`;
    }
    if (this.clientIp) request.headers['x-forwarded-for'] = this.clientIp;
    if (this.requestId) request.headers[REQUEST_ID_HEADER] = this.requestId;
  }

  protected override async errorFromResponse({
    response,
    parsedBody,
  }: {
    response: { status: number };
    parsedBody: unknown;
  }): Promise<GraphQLError> {
    return upstreamError(response.status, parsedBody);
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
    // Relative to baseURL, which may carry a path prefix.
    const path = pathOf(route.path, input.params).slice(1);
    const request = {
      method: route.method.toUpperCase(),
      params: queryString(input.query),
      ...(input.body !== undefined ? { body: input.body as object } : {}),
      ...(input.headers ? { headers: input.headers } : {}),
    } as DataSourceRequest;
    const { parsedBody: raw } = await this.fetch<unknown>(path, request);
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

  override async fetch<TResult>(
    path: string,
    request?: DataSourceRequest,
  ): Promise<DataSourceFetchResult<TResult>> {
    try {
      return await super.fetch<TResult>(path, request);
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      // Refused connections, resets, bad JSON: the caller learns only that the service is down.
      this.logger.error(`upstream ${path} failed: ${String(error)}`);
      throw serviceUnavailableError();
    }
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
  if (!HEADER_SAFE_TOKEN.test(token)) throw unauthenticatedError('Invalid token');
  return { authorization: `Bearer ${token}` };
}
