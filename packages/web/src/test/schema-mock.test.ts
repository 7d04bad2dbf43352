import type { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaMock } from './schema-mock';

const operation = (source: string, variables: Record<string, unknown> = {}) => {
  const query = parse(source);
  const definition = query.definitions[0];
  const operationName = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
  return { query, variables, operationName } as unknown as ApolloLink.Operation;
};

describe('schemaMock', () => {
  const resolve = schemaMock({
    Query: { authorizedMarketplaces: () => [] },
    Mutation: { markArticleViewed: (_root, { article }) => [article] },
  });

  it('answers an operation from typed resolvers over the real SDL', async () => {
    const answer = await resolve(
      operation('mutation M($a: String!) { markArticleViewed(article: $a) }', { a: 'x' }),
    );
    expect(answer).toEqual({ data: { markArticleViewed: ['x'] } });
  });

  it('refuses an operation that asks for a field the SDL does not have', async () => {
    await expect(
      Promise.resolve(resolve(operation('query Q { authorizedMarketplaces { notAField } }'))),
    ).rejects.toThrow(/Q does not match the SDL: Cannot query field "notAField"/);
  });

  it('names the root field a test forgot to answer', async () => {
    const answer = await resolve(operation('query Me { me { email } }'));
    expect((answer as { errors: { message: string }[] }).errors[0]?.message).toBe('No mock answers Query.me');
  });
});
