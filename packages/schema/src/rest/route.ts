import type { z } from 'zod';
import type { Permission } from '../access/permissions.ts';

/** The success answers a route may declare; 202 is an accepted job whose result arrives later. */
export type SuccessStatus = 200 | 201 | 202 | 204;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: a named permission of access/permissions.ts, or nobody needs to sign in. */
export type RouteAccess =
  | { permission: Permission }
  /**
   * No access token. `bearer` names the single-purpose token the route reads itself (refresh or
   * password token); the link of a signed download carries its own credential in the path.
   */
  | { public: true; bearer?: 'refreshToken' | 'passwordToken' | 'apiKey' };

/** One success answer: a JSON body checked by `schema`, no body (204), or a file of `contentType`. */
export type RouteAnswer =
  | { description: string; schema: z.ZodType }
  | { description: string; empty: true }
  | { description: string; contentType: string };

/**
 * One REST route of the backend, declared once: express validation and the permission check, the
 * OpenAPI document, the gateway's typed client and the bad-input harness all read it.
 */
export interface RestRoute {
  method: HttpMethod;
  /** The spec's path, OpenAPI style (`/users/{userId}`). */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: RouteAccess;
  /** Only served when the development tools are switched on. */
  devOnly?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answers by status (exactly one 2xx today). */
  responses: Partial<Record<SuccessStatus, RouteAnswer>>;
  /** Error answers beyond those the declaration implies (400 for input, 401/403 for a permission). */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429 | 503, string>>;
}

/** Keeps the literal types of a declaration so handlers and clients infer its shapes. */
export const defineRoute = <const R extends RestRoute>(route: R): R => route;

/** A domain's routes by name. */
export type RestContract = Record<string, RestRoute>;

export const defineContract = <const C extends RestContract>(contract: C): C => contract;

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InferIn<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a handler receives after validation. */
export type RouteParams<R extends RestRoute> = Infer<R['params'], Record<string, never>>;
export type RouteQuery<R extends RestRoute> = Infer<R['query'], Record<string, never>>;
export type RouteBody<R extends RestRoute> = Infer<R['body'], undefined>;

/** What a caller sends (before defaults and coercion). */
export type RouteParamsInput<R extends RestRoute> = InferIn<R['params'], undefined>;
export type RouteQueryInput<R extends RestRoute> = InferIn<R['query'], undefined>;
export type RouteBodyInput<R extends RestRoute> = InferIn<R['body'], undefined>;

type SuccessOf<R extends RestRoute> = R['responses'][keyof R['responses']];

/** The JSON answer of a route (undefined for 204 and files). */
export type RouteAnswerBody<R extends RestRoute> =
  SuccessOf<R> extends { schema: infer S } ? (S extends z.ZodType ? z.output<S> : never) : undefined;

/** `/users/{userId}` → `/users/:userId` for express. */
export const expressPath = (path: string): string => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

/** The concrete path of a call: each `{name}` replaced by its encoded value. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} is missing for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The status and declaration of a route's success answer. */
export function successOf(route: RestRoute): { status: SuccessStatus; answer: RouteAnswer } {
  const [status, answer] = Object.entries(route.responses)[0] ?? [];
  if (!status || !answer) throw new Error(`${route.operationId} declares no success answer`);
  return { status: Number(status) as SuccessStatus, answer };
}
