import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  type AccessSubject,
  fromGraphQLPermission,
  type Permission,
  permissionDecision,
} from '@portal/schema';
import {
  defaultFieldResolver,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  isObjectType,
} from 'graphql';
import type { Permission as GraphQLPermission } from '../generated/resolvers-types.ts';
import { forbiddenError, unauthenticatedError } from './auth-errors.ts';
import type { AuthUser } from './auth-user.ts';

/** What the directive needs from the request context. */
export interface AuthContext {
  user: AuthUser | null;
}

interface AuthDirectiveArgs {
  permission: GraphQLPermission;
}

/** The permissions of every @auth on a field or its type, read from the access table by name. */
export function authPermissions(directives: Record<string, unknown>[]): Permission[] {
  return directives.map((args) => fromGraphQLPermission((args as unknown as AuthDirectiveArgs).permission));
}

/** The signed-in user as the access tables see them (null when not signed in). */
export function toSubject(user: AuthUser | null): AccessSubject | null {
  if (!user) return null;
  return {
    role: user.role,
    brandType: user.brandType,
    brandAdmin: user.brandAdmin,
    activeSubscription: user.activeBrandSubscription,
    subBrandCodes: user.subBrandCodes,
    accountFeatures: user.accountFeatures ?? [],
    ...(user.grants ? { grants: user.grants } : {}),
  };
}

type Decision = ReturnType<typeof permissionDecision>;

/**
 * The caller's decisions, resolved once per caller and permission rather than once per guarded
 * field: a list of 100 rows with a guarded type asked the access table 100 times per request.
 * Keyed by the caller object, which the token cache shares for the token's lifetime; a caller's
 * permissions come from the token's claims alone, so they cannot change under the same object.
 */
const decisionsByCaller = new WeakMap<AuthUser, Map<Permission, Decision>>();

function decisionFor(user: AuthUser | null, permission: Permission): Decision {
  if (!user) return permissionDecision(null, permission);
  let decisions = decisionsByCaller.get(user);
  if (!decisions) {
    decisions = new Map();
    decisionsByCaller.set(user, decisions);
  }
  let decision = decisions.get(permission);
  if (!decision) {
    decision = permissionDecision(toSubject(user), permission);
    decisions.set(permission, decision);
  }
  return decision;
}

function enforce(permissions: Permission[], context: AuthContext): void {
  for (const permission of permissions) {
    const decision = decisionFor(context.user, permission);
    if (decision === 'UNAUTHENTICATED') throw unauthenticatedError();
    if (decision === 'FORBIDDEN') throw forbiddenError();
  }
}

function guard<TSource, TArgs>(
  resolver: GraphQLFieldResolver<TSource, AuthContext, TArgs>,
  permissions: Permission[],
): GraphQLFieldResolver<TSource, AuthContext, TArgs> {
  return (source, args, context, info) => {
    enforce(permissions, context);
    return resolver(source, args, context, info);
  };
}

/**
 * Wraps every field that carries @auth, or whose object type carries it, so the permission's rule
 * (read from the access table, never from the SDL) runs before
 * the resolver; for subscriptions the check also runs before any event stream is opened.
 */
export function authDirectiveTransformer(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig: GraphQLFieldConfig<unknown, AuthContext>, _name, typeName) => {
      const type = schema.getType(typeName);
      const typeRules = isObjectType(type) ? (getDirective(schema, type, 'auth') ?? []) : [];
      const fieldRules = getDirective(schema, fieldConfig, 'auth') ?? [];
      const permissions = authPermissions([...typeRules, ...fieldRules]);
      if (permissions.length === 0) return fieldConfig;
      return {
        ...fieldConfig,
        resolve: guard(fieldConfig.resolve ?? defaultFieldResolver, permissions),
        ...(fieldConfig.subscribe ? { subscribe: guard(fieldConfig.subscribe, permissions) } : {}),
      };
    },
  });
}
