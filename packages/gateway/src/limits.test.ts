import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLimits, validateWithLimits } from './limits.ts';
import { type GatewayHarness, startGatewayHarness } from './test-kit/gateway-harness.ts';
import { postGraphQL } from './test-kit/graphql-http.ts';

// A recursive type lets a test reach any depth, which the contract's shallow types cannot.
const recursive = makeExecutableSchema({
  typeDefs: 'type Query { node: Node } type Node { name: String child: Node }',
});

function nested(levels: number): string {
  return `{ node { ${'child { '.repeat(levels - 2)}name${' }'.repeat(levels - 2)} } }`;
}

function aliases(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `h${i}: health`).join(' ')} }`;
}

describe('operation limits', () => {
  it('accepts an operation at the depth limit and refuses one past it', () => {
    expect(validateWithLimits(recursive, parse(nested(operationLimits.maxDepth)))).toEqual([]);
    expect(validateWithLimits(recursive, parse(nested(operationLimits.maxDepth + 1)))[0]?.message).toMatch(
      /depth/i,
    );
  });

  describe('through the gateway', () => {
    let harness: GatewayHarness;
    beforeAll(async () => {
      harness = await startGatewayHarness();
    });
    afterAll(() => harness.close());

    it('accepts as many aliases as the limit allows', async () => {
      const result = await postGraphQL(harness.url, aliases(operationLimits.maxAliases));

      expect(result.errors).toBeUndefined();
    });

    it('refuses an operation with too many aliases', async () => {
      const result = await postGraphQL(harness.url, aliases(operationLimits.maxAliases + 1));

      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).toMatch(/aliases/i);
    });

    it('refuses an operation nested past the depth limit', async () => {
      const deep = `{ me { ${'viewer { '.repeat(operationLimits.maxDepth)}email${' }'.repeat(operationLimits.maxDepth)} } }`;

      // Signed in: a signed-out caller is refused before validation (anonymous-gate.ts).
      const token = await harness.upstream.signToken({ sub: '1', role: 'user', email: 'user@demo.test' });
      const result = await postGraphQL(harness.url, deep, {}, token);

      expect(result.data).toBeUndefined();
      expect(result.errors?.some((error) => /depth/i.test(error.message))).toBe(true);
    });
  });
});
