import { TokenBucket } from 'limiter';
import { ThrottledError } from '../../jobs/job-errors.ts';
import { ConnectorError } from '../connector-errors.ts';
import { DEFAULT_RETRY_AFTER_SECONDS } from '../http/retry-after.ts';
import type { TokenBucketRate } from '../throttle/selling-partner-rates.ts';

/** The answers a test (or a developer) can make a local connector give. */
export type FaultStatus = 429 | 500 | 503;

/** Every connector's fault switch: makes the next calls fail as the real service sometimes does. */
export interface Faults {
  /**
   * The next `count` calls fail: 429 as a throttle (ThrottledError, the job re-queues), 5xx as the
   * real adapter fails once its retries are spent (a retryable ConnectorError).
   */
  failNext(count: number, status?: FaultStatus, retryAfterSeconds?: number): void;
}

export interface LocalServiceOptions {
  /** Rate and burst per operation; an operation not listed uses `defaultRate`. */
  rates?: Readonly<Record<string, TokenBucketRate>>;
  defaultRate?: TokenBucketRate;
  /** Time each call takes (ms); by default one turn of the event loop, never synchronous. */
  latencyMs?: number;
}

/**
 * What makes a local connector behave like the service it stands for: every call is
 * asynchronous, spends a token of a bucket per key (selling partner) and operation like the
 * service's own throttle (a limiter TokenBucket: answers at once instead of waiting), and can be
 * told to fail.
 */
export class LocalService implements Faults {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly pending: { status: FaultStatus; retryAfterSeconds: number }[] = [];

  constructor(
    readonly service: string,
    private readonly options: LocalServiceOptions = {},
  ) {}

  failNext(count: number, status: FaultStatus = 503, retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS): void {
    for (let i = 0; i < count; i += 1) this.pending.push({ status, retryAfterSeconds });
  }

  /** Runs one call of `operation` for `key` as the service would answer it. */
  async call<T>(operation: string, key: string, work: () => T | Promise<T>): Promise<T> {
    const latency = this.options.latencyMs ?? 0;
    await new Promise((resolve) => (latency > 0 ? setTimeout(resolve, latency) : setImmediate(resolve)));
    const fault = this.pending.shift();
    if (fault?.status === 429) throw this.throttled(operation, fault.retryAfterSeconds);
    if (fault) throw new ConnectorError(this.service, operation, fault.status, true);
    if (!this.bucketOf(operation, key).tryRemoveTokens(1))
      throw this.throttled(operation, DEFAULT_RETRY_AFTER_SECONDS);
    return await work();
  }

  private throttled(operation: string, seconds: number): ThrottledError {
    return new ThrottledError(seconds, `${this.service} ${operation} throttled (429)`);
  }

  private bucketOf(operation: string, key: string): TokenBucket {
    const id = `${operation}\u0000${key}`;
    let bucket = this.buckets.get(id);
    if (!bucket) {
      const rate = this.options.rates?.[operation] ??
        this.options.defaultRate ?? { perSecond: 10, burst: 10 };
      bucket = new TokenBucket({
        bucketSize: rate.burst,
        tokensPerInterval: 1,
        interval: 1000 / rate.perSecond,
      });
      // limiter starts a bucket empty; the service starts a seller's bucket full (its burst).
      bucket.content = rate.burst;
      this.buckets.set(id, bucket);
    }
    return bucket;
  }
}
