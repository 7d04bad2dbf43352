import { SHARED_LIMITER_PREFIX } from '@portal/schema';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { HttpError } from '../../http/http-error.ts';

/** The wait is part of the message, so the login screen can show it as it is. */
export const tooManyLoginsMessage = (seconds: number): string =>
  `Too many failed login attempts. Please try again in ${formatWait(seconds)}.`;
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many password reset requests. Please try again later.';

export interface LoginLimiterOptions {
  /** Failures of one email from one address before any delay. */
  freeFailuresPerPair: number;
  /** The delay after the first counted failure; it doubles with each further one. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long a pair's failures are remembered. */
  pairMemorySeconds: number;
  /** Failures of any emails from one address inside the window (password spraying). */
  failuresPerIp: number;
  ipWindowSeconds: number;
  resetRequestsPerEmail: number;
  resetRequestsPerIp: number;
  resetWindowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimiterOptions = {
  freeFailuresPerPair: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  pairMemorySeconds: 24 * 3600,
  failuresPerIp: 100,
  ipWindowSeconds: 15 * 60,
  resetRequestsPerEmail: 5,
  resetRequestsPerIp: 20,
  resetWindowSeconds: 3600,
};

/**
 * Slows password guessing without letting anyone lock an owner out. Failures count per email *and*
 * address together: past a few, each further failure doubles the wait of that pair only, so an
 * attacker elsewhere never blocks the owner's own sign-in. A per-address budget stops one address
 * from spraying many emails. A success clears the pair.
 */
export class LoginLimiter {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairDelay: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;
  private readonly resetByEmail: RateLimiterAbstract;
  private readonly resetByIp: RateLimiterAbstract;

  /**
   * With `shared` (the Redis every instance uses, REDIS_URL) the counts are the whole cluster's:
   * an attacker spreading guesses over several gateways and backends meets one budget.
   */
  constructor(
    private readonly opts: LoginLimiterOptions = DEFAULT_LOGIN_LIMITS,
    shared?: Redis,
  ) {
    const limiter = (name: string, points: number, duration: number): RateLimiterAbstract =>
      shared
        ? new RateLimiterRedis({
            storeClient: shared,
            keyPrefix: `${SHARED_LIMITER_PREFIX}:${name}`,
            points,
            duration,
          })
        : new RateLimiterMemory({ keyPrefix: name, points, duration });
    this.pairFailures = limiter('login_pair', Number.MAX_SAFE_INTEGER, opts.pairMemorySeconds);
    this.pairDelay = limiter('login_pair_delay', 1, opts.maxDelaySeconds);
    this.byIp = limiter('login_ip', opts.failuresPerIp, opts.ipWindowSeconds);
    this.resetByEmail = limiter('reset_email', opts.resetRequestsPerEmail, opts.resetWindowSeconds);
    this.resetByIp = limiter('reset_ip', opts.resetRequestsPerIp, opts.resetWindowSeconds);
  }

  /** Throws 429, with the wait in the message and Retry-After, while the pair or address must wait. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [delay, byIp] = await Promise.all([this.pairDelay.get(pairKey(email, ip)), this.byIp.get(ip)]);
    const waits = [
      delay && delay.consumedPoints > 0 ? delay.msBeforeNext : null,
      exhausted(byIp, this.opts.failuresPerIp),
    ].filter((ms): ms is number => ms !== null && ms > 0);
    if (waits.length > 0) {
      const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
      throw new HttpError(429, tooManyLoginsMessage(seconds), { 'Retry-After': String(seconds) });
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const key = pairKey(email, ip);
    const [failures] = await Promise.all([this.pairFailures.penalty(key, 1), this.byIp.penalty(ip, 1)]);
    const counted = failures.consumedPoints - this.opts.freeFailuresPerPair;
    if (counted >= 0) {
      const seconds = Math.min(
        this.opts.maxDelaySeconds,
        this.opts.firstDelaySeconds * 2 ** Math.min(counted, 30),
      );
      await this.pairDelay.block(key, seconds);
    }
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    const key = pairKey(email, ip);
    await Promise.all([this.pairFailures.delete(key), this.pairDelay.delete(key)]);
  }

  /**
   * Counts a reset request before the email is looked up, so known and unknown emails get the
   * same answer, limited or not.
   */
  consumeResetRequest(email: string, ip: string): Promise<void> {
    return this.consumeMailRequest(email, ip, TOO_MANY_RESET_REQUESTS_MESSAGE);
  }

  /**
   * One budget for every mail a visitor who is not signed in may cause (a password reset, an audit
   * registration): per email and per address, counted before any lookup.
   */
  async consumeMailRequest(email: string, ip: string, tooMany: string): Promise<void> {
    try {
      await Promise.all([this.resetByEmail.consume(email), this.resetByIp.consume(ip)]);
    } catch (rejection) {
      const wait = (rejection as RateLimiterRes).msBeforeNext ?? this.opts.resetWindowSeconds * 1000;
      throw new HttpError(429, tooMany, {
        'Retry-After': String(Math.max(1, Math.ceil(wait / 1000))),
      });
    }
  }
}

const pairKey = (email: string, ip: string): string => `${email}|${ip}`;

function exhausted(res: RateLimiterRes | null, points: number): number | null {
  return res && res.consumedPoints >= points ? res.msBeforeNext : null;
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
