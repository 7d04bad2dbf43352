import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective } from '@graphql-tools/utils';
import { type AccessSubject, type AuthDecision, type Permission, permissionDecision } from '@portal/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import type { GraphQLField, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { authPermissions } from '../auth/auth-directive.ts';

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** One root field of the built schema with the permissions its @auth directives name. */
export interface RootField {
  kind: OperationKind;
  typeName: string;
  name: string;
  /** `Query.me`, `Mutation.login`… */
  key: string;
  field: GraphQLField<unknown, unknown>;
  isPublic: boolean;
  permissions: Permission[];
}

/** The contract's schema as the gateway builds it from the shared SDL (no resolvers needed to read it). */
export function contractSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs() });
}

/** Every Query, Mutation and Subscription field, read from the schema (never from a hand list). */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots: Array<[OperationKind, GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) => {
    if (!type) return [];
    const typeRules = getDirective(schema, type, 'auth') ?? [];
    return Object.values(type.getFields()).map((field) => ({
      kind,
      typeName: type.name,
      name: field.name,
      key: `${type.name}.${field.name}`,
      field,
      isPublic: (getDirective(schema, field, 'public') ?? []).length > 0,
      permissions: authPermissions([...typeRules, ...(getDirective(schema, field, 'auth') ?? [])]),
    }));
  });
}

/** What the permission table says a subject gets from a root field: @public is open, else every @auth must allow. */
export function expectedDecision(subject: AccessSubject | null, root: RootField): AuthDecision {
  if (root.isPublic) return 'ALLOW';
  if (root.permissions.length === 0) {
    throw new Error(
      `${root.key} has neither @auth nor @public: the access matrix cannot say who may call it`,
    );
  }
  for (const permission of root.permissions) {
    const decision = permissionDecision(subject, permission);
    if (decision !== 'ALLOW') return decision;
  }
  return 'ALLOW';
}
