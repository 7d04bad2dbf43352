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
  };
}

function enforce(permissions: Permission[], context: AuthContext): void {
  const subject = toSubject(context.user);
  for (const permission of permissions) {
    const decision = permissionDecision(subject, permission);
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
