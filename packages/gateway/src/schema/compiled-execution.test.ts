import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecution } from './compiled-execution.ts';

// The compiled path must answer exactly as graphql-js does: the same data, the same errors with the
// same paths and codes, the same refusals of bad variables, for the shapes the portal's schema uses.
const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    scalar JSON
    scalar DateTime
    enum Scope { ALL, MINE }
    interface Named { name: String! }
    type Brand implements Named { code: ID!, name: String!, revenue: Float, skus(first: Int = 2): [Sku!]! }
    type Sku implements Named { name: String!, units: Int! }
    union Found = Brand | Sku
    input Filter { from: String!, to: String!, scope: Scope = ALL, brands: [String!] }
    type Row { brandCode: String, value: Float, oldValue: Float, values: [Float!] }
    type Query {
      rows(filter: Filter!): [Row!]!
      brand(code: ID!): Brand
      found(text: String!): [Found!]!
      named: [Named!]!
      refused: String
      coded: Brand
      broken: Brand!
      brokenInList: [Brand!]
      slow(ms: Int!): Int!
      failed: String
      settings: JSON
      at: DateTime
    }
  `,
  resolvers: {
    Query: {
      rows: (_: unknown, { filter }: { filter: { from: string; scope: string; brands?: string[] } }) =>
        Array.from({ length: 40 }, (_, i) => ({
          brandCode: `${filter.scope}-${filter.brands?.[i % 2] ?? 'B'}${i}`,
          value: i % 3 === 0 ? null : i * 1.25,
          oldValue: i,
          values: i % 4 === 0 ? null : [i, i + 0.5],
        })),
      brand: async (_: unknown, { code }: { code: string }) =>
        code === 'none' ? null : { code, name: `Brand ${code}`, revenue: 12.5 },
      found: () => [
        { __typename: 'Brand', code: 'MC001', name: 'One', revenue: 1 },
        { __typename: 'Sku', name: 'SKU-1', units: 3 },
      ],
      named: () => [
        { __typename: 'Sku', name: 'SKU-2', units: 4 },
        { __typename: 'Brand', code: 'MC002', name: 'Two', revenue: null },
      ],
      refused: () => {
        throw new GraphQLError('You do not have permission to view this page', {
          extensions: { code: 'FORBIDDEN' },
        });
      },
      coded: () => ({ code: 'X', name: null, revenue: 1 }),
      broken: () => null,
      brokenInList: () => [{ code: 'A', name: 'A' }, null],
      failed: async () => {
        throw new Error('upstream /brands failed');
      },
      settings: () => ({ columns: ['revenue', 'units'], pinned: { sku: true }, limit: 40 }),
      at: () => '2026-11-30T06:00:00.000Z',
      slow: async (_: unknown, { ms }: { ms: number }) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return ms;
      },
    },
    Brand: {
      skus: (brand: { code: string }, { first }: { first: number }) =>
        Array.from({ length: first }, (_, i) => ({ name: `${brand.code}-${i}`, units: i })),
    },
  },
});

const interpreted = new ApolloServer({ schema });
const compiled = compiledExecution(schema);
const jit = new ApolloServer({ gateway: compiled });
await Promise.all([interpreted.start(), jit.start()]);

async function answerOf(server: ApolloServer, query: string, variables?: Record<string, unknown>) {
  const response = await server.executeOperation({ query, ...(variables ? { variables } : {}) });
  return { status: response.http.status, body: response.body };
}

async function both(query: string, variables?: Record<string, unknown>) {
  const [graphqlJs, compiledAnswer] = await Promise.all([
    answerOf(interpreted, query, variables),
    answerOf(jit, query, variables),
  ]);
  return { graphqlJs, compiled: compiledAnswer };
}

const CASES: Array<[string, string, Record<string, unknown>?]> = [
  [
    'a list of rows with nulls, a variable input object with a defaulted enum',
    'query Rows($f: Filter!) { rows(filter: $f) { brandCode value oldValue values } }',
    { f: { from: '2026-01-01', to: '2026-01-31', brands: ['MC001', 'MC002'] } },
  ],
  [
    'aliases, fragments, arguments with defaults, @include and @skip',
    `query B($code: ID!, $more: Boolean!) {
      a: brand(code: $code) { ...B skus @include(if: $more) { name units } }
      b: brand(code: "none") { ...B }
      c: brand(code: "MC009") { code skus(first: 1) @skip(if: $more) { name } }
    }
    fragment B on Brand { code name revenue }`,
    { code: 'MC001', more: true },
  ],
  [
    'unions and interfaces with their type names',
    `{ found(text: "x") { __typename ... on Brand { code } ... on Sku { units } }
       named { __typename name ... on Sku { units } } }`,
  ],
  ['a resolver that refuses, with its code', '{ refused brand(code: "MC001") { code } }'],
  ['a resolver that fails with a plain error', '{ failed brand(code: "MC001") { name } }'],
  ['custom scalars, one holding an object', '{ settings at }'],
  ['a null in a non-null field of a nullable parent', '{ coded { code name } }'],
  ['a null in a non-null root field', '{ broken { code } brand(code: "MC001") { code } }'],
  ['a null in a non-null list item', '{ brokenInList { code name } }'],
  ['async fields resolved out of order', '{ a: slow(ms: 20) b: slow(ms: 1) }'],
];

describe('operations executed by compiled code', () => {
  it.each(CASES)('answers as graphql-js does: %s', async (_name, query, variables) => {
    const { graphqlJs, compiled: jitAnswer } = await both(query, variables);
    expect(jitAnswer).toEqual(graphqlJs);
    // The same document again: from the compiled query kept for it.
    expect((await both(query, variables)).compiled).toEqual(graphqlJs);
  });

  it.each([
    ['a wrong type', { f: { from: 1, to: '2026-01-31' } }],
    ['a missing required field', { f: { from: '2026-01-01' } }],
    ['an unknown enum value', { f: { from: 'a', to: 'b', scope: 'EVERYONE' } }],
    ['an unknown field', { f: { from: 'a', to: 'b', colour: 'red' } }],
    ['no value for a required variable', {}],
  ])('refuses a variable with %s in graphql-js’s words and status', async (_name, variables) => {
    const query = 'query Rows($f: Filter!) { rows(filter: $f) { brandCode } }';
    const { graphqlJs, compiled: jitAnswer } = await both(query, variables);
    expect(graphqlJs.body.kind === 'single' && graphqlJs.body.singleResult.errors?.length).toBeGreaterThan(0);
    expect(jitAnswer).toEqual(graphqlJs);
  });

  it('compiles what it runs, except introspection, which graphql-js answers', async () => {
    const before = compiled.compiledOperations();
    await both('query Once { brand(code: "MC777") { code name } }');
    await both('query Once { brand(code: "MC777") { code name } }');
    // Apollo parses the text again for each call here (no document store between executeOperation
    // calls is guaranteed): at least one compilation, and the answers above are equal either way.
    expect(compiled.compiledOperations()).toBeGreaterThan(before);

    const afterOps = compiled.compiledOperations();
    const { graphqlJs, compiled: jitAnswer } = await both(getIntrospectionQuery());
    expect(jitAnswer).toEqual(graphqlJs);
    expect(compiled.compiledOperations()).toBe(afterOps);
  });
});
