import { getDirective } from '@graphql-tools/utils';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';

function rootTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (type): type is GraphQLObjectType => type != null,
  );
}

/** `Type.field` of every root field that names no permission (@auth) and is not open to anyone (@public). */
export function rootFieldsWithoutAccessRule(schema: GraphQLSchema): string[] {
  return rootTypes(schema).flatMap((type) => {
    const typeIsGuarded = (getDirective(schema, type, 'auth') ?? []).length > 0;
    return Object.values(type.getFields())
      .filter((field) => {
        const guarded = typeIsGuarded || (getDirective(schema, field, 'auth') ?? []).length > 0;
        const open = (getDirective(schema, field, 'public') ?? []).length > 0;
        return !guarded && !open;
      })
      .map((field) => `${type.name}.${field.name}`);
  });
}

/** Root fields marked both @public and @auth: contradictory, so refused as well. */
export function rootFieldsWithBothRules(schema: GraphQLSchema): string[] {
  return rootTypes(schema).flatMap((type) =>
    Object.values(type.getFields())
      .filter(
        (field) =>
          (getDirective(schema, field, 'auth') ?? []).length > 0 &&
          (getDirective(schema, field, 'public') ?? []).length > 0,
      )
      .map((field) => `${type.name}.${field.name}`),
  );
}
