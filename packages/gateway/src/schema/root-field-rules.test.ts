import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import { describe, expect, it } from 'vitest';
import { gatewayResolvers } from './build-schema.ts';
import { rootFieldsWithBothRules, rootFieldsWithoutAccessRule } from './root-field-rules.ts';

const contractSchema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

describe('root field access rules', () => {
  it('gives every Query, Mutation and Subscription field a permission (@auth) or @public', () => {
    expect(rootFieldsWithoutAccessRule(contractSchema)).toEqual([]);
  });

  it('never marks a root field both @auth and @public', () => {
    expect(rootFieldsWithBothRules(contractSchema)).toEqual([]);
  });

  it('reports a root field that has no rule', () => {
    const schema = makeExecutableSchema({
      typeDefs: [
        ...loadTypeDefs(),
        'extend type Query { leaky: String } extend type Subscription { leakyEvents: String }',
      ],
    });

    expect(rootFieldsWithoutAccessRule(schema)).toEqual(['Query.leaky', 'Subscription.leakyEvents']);
  });

  it('has a gateway resolver for every root field of the contract', () => {
    const implemented = new Set(
      gatewayResolvers.flatMap((resolvers) =>
        (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) =>
          Object.keys(resolvers[root] ?? {}).map((field) => `${root}.${field}`),
        ),
      ),
    );
    const declared = [
      contractSchema.getQueryType(),
      contractSchema.getMutationType(),
      contractSchema.getSubscriptionType(),
    ].flatMap((type) => (type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : []));

    expect(declared.filter((field) => !implemented.has(field))).toEqual([]);
  });
});
