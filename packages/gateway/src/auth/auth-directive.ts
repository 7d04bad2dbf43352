import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { type AccessRule, type AccessSubject, checkAuthRule } from '@portal/schema';
import {
  defaultFieldResolver,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  isObjectType,
} from 'graphql';
import type { BrandType, Role } from '../generated/resolvers-types.ts';
import { forbiddenError, unauthenticatedError } from './auth-errors.ts';
import { type AuthUser, fromGraphQLBrandType, fromGraphQLRole } from './auth-user.ts';

/** What the directive needs from the request context. */
export interface AuthContext {
  user: AuthUser | null;
}

interface AuthDirectiveArgs {
  roles?: Role[] | null;
  brandTypes?: BrandType[] | null;
  brandAdmin?: boolean | null;
  activeSubscription?: boolean | null;
}

function toRule(args: AuthDirectiveArgs): AccessRule {
  return {
    roles: args.roles?.map(fromGraphQLRole),
    brandTypes: args.brandTypes?.map(fromGraphQLBrandType),
    brandAdmin: args.brandAdmin ?? undefined,
    activeSubscription: args.activeSubscription ?? undefined,
  };
}

function toSubject(user: AuthUser | null): AccessSubject | null {
  if (!user) return null;
  return {
    role: user.role,
    brandType: user.brandType,
    brandAdmin: user.brandAdmin,
    activeSubscription: user.activeBrandSubscription,
    subBrandCodes: user.subBrandCodes,
  };
}

function enforce(rules: AccessRule[], context: AuthContext): void {
  const subject = toSubject(context.user);
  for (const rule of rules) {
    const decision = checkAuthRule(subject, rule);
    if (decision === 'UNAUTHENTICATED') throw unauthenticatedError();
    if (decision === 'FORBIDDEN') throw forbiddenError();
  }
}

function guard<TSource, TArgs>(
  resolver: GraphQLFieldResolver<TSource, AuthContext, TArgs>,
  rules: AccessRule[],
): GraphQLFieldResolver<TSource, AuthContext, TArgs> {
  return (source, args, context, info) => {
    enforce(rules, context);
    return resolver(source, args, context, info);
  };
}

/**
 * Wraps every field that carries @auth, or whose object type carries it, so the rule runs before
 * the resolver; for subscriptions the check also runs before any event stream is opened.
 */
export function authDirectiveTransformer(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig: GraphQLFieldConfig<unknown, AuthContext>, _name, typeName) => {
      const type = schema.getType(typeName);
      const typeRules = isObjectType(type) ? (getDirective(schema, type, 'auth') ?? []) : [];
      const fieldRules = getDirective(schema, fieldConfig, 'auth') ?? [];
      const rules = [...typeRules, ...fieldRules].map((args) => toRule(args as AuthDirectiveArgs));
      if (rules.length === 0) return fieldConfig;
      return {
        ...fieldConfig,
        resolve: guard(fieldConfig.resolve ?? defaultFieldResolver, rules),
        ...(fieldConfig.subscribe ? { subscribe: guard(fieldConfig.subscribe, rules) } : {}),
      };
    },
  });
}
