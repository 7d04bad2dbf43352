import type { ApolloServerPlugin } from '@apollo/server';
import { SHARED_LIMITER_PREFIX } from '@portal/schema';
import { type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { GatewayContext } from '../context.ts';

/** Per key, per minute: operations, and their cost (fields selected, aliases and batches included). */
export interface KeyRateLimits {
  operationsPerMinute: number;
  costPerMinute: number;
}

export const DEFAULT_KEY_RATE_LIMITS: KeyRateLimits = { operationsPerMinute: 600, costPerMinute: 60_000 };

export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/**
 * The cost of one operation: every field it selects, each alias counted apart (an alias is another
 * resolver call) and fragments counted where they are written. A batch is several operations, each
 * counted by Apollo's pipeline, so a batch spends the sum.
 */
export function operationCost(document: DocumentNode): number {
  let fields = 0;
  visit(document, {
    [Kind.FIELD]: () => {
      fields += 1;
    },
  });
  return Math.max(1, fields);
}

interface Budget {
  remaining: number;
  costRemaining: number;
  resetSeconds: number;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  // Typed as plain extensions: Apollo's augmentation of `http` is not loaded where the bench compiles this.
  const extensions: Record<string, unknown> = {
    code: TOO_MANY_REQUESTS,
    retryAfter: retryAfterSeconds,
    http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
  };
  return new GraphQLError(`Too many requests for this API key: retry in ${retryAfterSeconds} s`, {
    extensions,
  });
}

/**
 * Rate and cost limits per API key (docs/decisions/0471), on rate-limiter-flexible: two fixed
 * windows of a minute per key, in memory, or on the Redis every instance shares (REDIS_URL, ADR 0480)
 * so a key meets one budget however many gateways it reaches. Signed-in users are not limited here
 * (login and the per-operation limits bound them). The remaining budget travels in `RateLimit-*`
 * headers; an exhausted budget answers TOO_MANY_REQUESTS with the seconds to wait.
 */
export function keyRateLimit(
  limits: KeyRateLimits = DEFAULT_KEY_RATE_LIMITS,
  shared?: Redis,
): ApolloServerPlugin<GatewayContext> {
  const limiter = (name: string, points: number): RateLimiterAbstract =>
    shared
      ? new RateLimiterRedis({
          storeClient: shared,
          keyPrefix: `${SHARED_LIMITER_PREFIX}:${name}`,
          points,
          duration: 60,
        })
      : new RateLimiterMemory({ keyPrefix: name, points, duration: 60 });
  const operations = limiter('key_op', limits.operationsPerMinute);
  const cost = limiter('key_cost', limits.costPerMinute);
  return {
    async requestDidStart({ contextValue }) {
      const keyId = contextValue.user?.sid?.startsWith('k.') ? contextValue.user.sid : null;
      if (!keyId) return {};
      let budget: Budget | null = null;
      return {
        async didResolveOperation({ document }) {
          try {
            const spentOps = await operations.consume(keyId, 1);
            const spentCost = await cost.consume(keyId, operationCost(document));
            budget = {
              remaining: spentOps.remainingPoints,
              costRemaining: spentCost.remainingPoints,
              resetSeconds: secondsOf(Math.max(spentOps.msBeforeNext, spentCost.msBeforeNext)),
            };
          } catch (refusal) {
            if (!(refusal instanceof RateLimiterRes)) throw refusal;
            budget = { remaining: 0, costRemaining: 0, resetSeconds: secondsOf(refusal.msBeforeNext) };
            throw tooManyRequests(budget.resetSeconds);
          }
        },
        async willSendResponse({ response }) {
          if (!budget) return;
          response.http.headers.set('ratelimit-limit', String(limits.operationsPerMinute));
          response.http.headers.set('ratelimit-remaining', String(Math.max(0, budget.remaining)));
          response.http.headers.set('ratelimit-reset', String(budget.resetSeconds));
          response.http.headers.set('x-ratelimit-cost-limit', String(limits.costPerMinute));
          response.http.headers.set('x-ratelimit-cost-remaining', String(Math.max(0, budget.costRemaining)));
        },
      };
    },
  };
}
