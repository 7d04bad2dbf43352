import type { GraphQLRequestContextDidResolveOperation, GraphQLRequestListener } from '@apollo/server';
import { parse } from 'graphql';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.ts';
import { keyRateLimit, operationCost, TOO_MANY_REQUESTS } from './key-rate-limit.ts';

// ADR 0471/0480: a key's budget is one budget across gateway instances when they share a Redis.
const redisUrl = process.env.TEST_REDIS_URL;
const document = parse('{ me { email } }');

/** One operation of key `sid` through an instance's plugin, as Apollo would drive it. */
async function spend(plugin: ReturnType<typeof keyRateLimit>, sid: string): Promise<string> {
  const contextValue = { user: { sid } } as unknown as GatewayContext;
  const listener = (await plugin.requestDidStart?.({ contextValue } as never)) as
    | GraphQLRequestListener<GatewayContext>
    | undefined;
  try {
    await listener?.didResolveOperation?.({
      document,
      contextValue,
    } as unknown as GraphQLRequestContextDidResolveOperation<GatewayContext>);
    return 'OK';
  } catch (error) {
    return String((error as { extensions?: { code?: unknown } }).extensions?.code);
  }
}

describe('per-key limits', () => {
  it('count every field an operation selects, aliases apart', () => {
    expect(operationCost(parse('{ a: me { email } b: me { email } }'))).toBe(4);
  });

  it('in memory, hold each instance to the budget', async () => {
    const plugin = keyRateLimit({ operationsPerMinute: 2, costPerMinute: 100 });
    const sid = `k.memory-${Date.now()}`;
    expect([await spend(plugin, sid), await spend(plugin, sid), await spend(plugin, sid)]).toEqual([
      'OK',
      'OK',
      TOO_MANY_REQUESTS,
    ]);
  });
});

describe.skipIf(!redisUrl)('per-key limits on a shared Redis', () => {
  let redisA: Redis;
  let redisB: Redis;
  beforeAll(() => {
    redisA = new Redis(redisUrl as string);
    redisB = new Redis(redisUrl as string);
  });
  afterAll(async () => {
    await redisA?.quit();
    await redisB?.quit();
  });

  it('are one budget for a key across two gateway instances', async () => {
    const limits = { operationsPerMinute: 3, costPerMinute: 1_000 };
    const gatewayA = keyRateLimit(limits, redisA);
    const gatewayB = keyRateLimit(limits, redisB);
    const sid = `k.shared-${Date.now()}`;

    const answers = [
      await spend(gatewayA, sid),
      await spend(gatewayB, sid),
      await spend(gatewayA, sid),
      await spend(gatewayB, sid),
    ];

    expect(answers).toEqual(['OK', 'OK', 'OK', TOO_MANY_REQUESTS]);
  });
});
