import {
  type AccessSubject,
  hasPermission,
  isAccountFeature,
  isPermission,
  PERMISSIONS,
  type Permission,
  parseBrandType,
  parseRole,
} from '@portal/schema';
import {
  expressPath,
  type RestRoute,
  type RouteAnswerBody,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  successOf,
} from '@portal/schema/rest';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { principalOf, requireAuth } from '../modules/auth/auth.middleware.ts';
import type { Principal } from '../modules/auth/principal.ts';
import { badRequest, forbidden } from './http-error.ts';
import { requestErrorMessage, ruleErrorMap } from './request-errors.ts';

/** What a handler receives: the validated request and, on a permission route, the caller. */
export interface RouteInput<R extends RestRoute> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  principal: R['access'] extends { permission: string } ? Principal : Principal | null;
  req: Request;
  res: Response;
}

/**
 * A handler returns the JSON answer (checked against the contract by the tests, see
 * test-support), nothing for a 204, or writes a file answer to `res` itself.
 */
export type RouteHandler<R extends RestRoute> = (
  input: RouteInput<R>,
) => Promise<HandlerResult<R>> | HandlerResult<R>;

/** The declared JSON answer; nothing for a 204 or a file the handler wrote itself. */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler without an answer is an `async () => {}`, typed Promise<void>
type HandlerResult<R extends RestRoute> = RouteAnswerBody<R> extends undefined ? void : RouteAnswerBody<R>;

/** The access rules' view of a principal (null for a role the table does not know). */
export function accessSubjectOf(principal: Principal): AccessSubject | null {
  const role = parseRole(principal.role);
  if (!role) return null;
  return {
    role,
    brandType: parseBrandType(principal.brandType),
    brandAdmin: principal.brandAdmin,
    activeSubscription: principal.activeBrandSubscription,
    subBrandCodes: principal.subBrandCodes,
    accountFeatures: principal.accountFeatures.filter(isAccountFeature),
    ...(principal.grants ? { grants: principal.grants.filter(isPermission) } : {}),
  };
}

function parsePart<S extends z.ZodType | undefined>(
  schema: S,
  value: unknown,
  part: 'path' | 'query' | 'body',
): unknown {
  if (!schema) return part === 'body' ? undefined : {};
  const result = schema.safeParse(value, { error: ruleErrorMap });
  if (!result.success) throw badRequest(requestErrorMessage(result.error, part));
  return result.data;
}

/** 403 when the permission table refuses the caller (requireAuth has answered 401 already). */
function permissionCheck(permission: Permission): RequestHandler {
  return (_req, res, next) => {
    if (!hasPermission(accessSubjectOf(principalOf(res)), permission)) {
      throw forbidden(`You do not have permission to ${PERMISSIONS[permission].description.toLowerCase()}`);
    }
    next();
  };
}

/**
 * Registers one contract route on a router: the access token (requireAuth, 401) and the permission
 * (403) first, so nothing is parsed for a caller who may not call, then path, query and body validation (nothing is applied on a 400),
 * then the handler; a returned value is sent as the declared success answer.
 */
export function bindRoute<R extends RestRoute>(
  ctx: AppContext,
  router: Router,
  route: R,
  handler: RouteHandler<R>,
): void {
  // Development tools exist only when switched on (PORTAL_DEV_TOOLS=1, tests).
  if (route.devOnly && !ctx.devTools) return;
  const { status, answer } = successOf(route);
  const access = route.access;
  const guards = 'permission' in access ? [requireAuth(ctx.keys), permissionCheck(access.permission)] : [];
  const handle: RequestHandler = async (req, res) => {
    const principal = 'permission' in access ? principalOf(res) : null;
    // A JSON body route with no body at all reads as an empty object, so the missing fields are named.
    const rawBody = req.body === undefined && route.body ? {} : req.body;
    const input = {
      params: parsePart(route.params, req.params, 'path'),
      query: parsePart(route.query, req.query, 'query'),
      body: parsePart(route.body, rawBody, 'body'),
      principal,
      req,
      res,
    } as RouteInput<R>;
    const result = await handler(input);
    if (res.headersSent) return;
    if ('empty' in answer) res.status(status).end();
    else if ('schema' in answer) res.status(status).json(result);
  };
  router[route.method](expressPath(route.path), ...guards, handle);
}
