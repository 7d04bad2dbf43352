import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective } from '@graphql-tools/utils';
import {
  type AccessRule,
  type AccessSubject,
  type AuthDecision,
  checkAuthRule,
  fromGraphQLBrandType,
  fromGraphQLRole,
} from '@portal/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import type { GraphQLField, GraphQLObjectType, GraphQLSchema } from 'graphql';

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** One root field of the built schema with the access rules its @auth directives state. */
export interface RootField {
  kind: OperationKind;
  typeName: string;
  name: string;
  /** `Query.me`, `Mutation.login`… */
  key: string;
  field: GraphQLField<unknown, unknown>;
  isPublic: boolean;
  rules: AccessRule[];
}

/** The contract's schema as the gateway builds it from the shared SDL (no resolvers needed to read it). */
export function contractSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs() });
}

interface AuthArgs {
  roles?: Parameters<typeof fromGraphQLRole>[0][] | null;
  brandTypes?: Parameters<typeof fromGraphQLBrandType>[0][] | null;
  brandAdmin?: boolean | null;
  activeSubscription?: boolean | null;
}

const toRule = (args: AuthArgs): AccessRule => ({
  roles: args.roles?.map(fromGraphQLRole),
  brandTypes: args.brandTypes?.map(fromGraphQLBrandType),
  brandAdmin: args.brandAdmin ?? undefined,
  activeSubscription: args.activeSubscription ?? undefined,
});

/** Every Query, Mutation and Subscription field, read from the schema (never from a hand list). */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots: Array<[OperationKind, GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) => {
    if (!type) return [];
    const typeRules = (getDirective(schema, type, 'auth') ?? []) as AuthArgs[];
    return Object.values(type.getFields()).map((field) => ({
      kind,
      typeName: type.name,
      name: field.name,
      key: `${type.name}.${field.name}`,
      field,
      isPublic: (getDirective(schema, field, 'public') ?? []).length > 0,
      rules: [...typeRules, ...((getDirective(schema, field, 'auth') ?? []) as AuthArgs[])].map(toRule),
    }));
  });
}

/** What the access tables say a subject gets from a root field: @public is open, else every @auth must allow. */
export function expectedDecision(subject: AccessSubject | null, root: RootField): AuthDecision {
  if (root.isPublic) return 'ALLOW';
  if (root.rules.length === 0) {
    throw new Error(
      `${root.key} has neither @auth nor @public: the access matrix cannot say who may call it`,
    );
  }
  for (const rule of root.rules) {
    const decision = checkAuthRule(subject, rule);
    if (decision !== 'ALLOW') return decision;
  }
  return 'ALLOW';
}
