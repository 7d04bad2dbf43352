import Bottleneck from 'bottleneck';
import {
  SELLING_PARTNER_RATES,
  type SellingPartnerOperation,
  type TokenBucketRate,
} from './selling-partner-rates.ts';

/**
 * A token bucket per selling partner and operation (DESIGN §4), applied in the workers before a
 * connector call: Bottleneck's reservoir holds `burst` tokens and regains one every 1/rate seconds.
 * Amazon throttles per selling partner and operation, so one seller's bulk update never spends
 * another's tokens. A 429 that still comes back re-queues the job (ThrottledError).
 */
export class SellingPartnerThrottle {
  private readonly groups = new Map<SellingPartnerOperation, Bottleneck.Group>();

  constructor(
    private readonly rates: Record<SellingPartnerOperation, TokenBucketRate> = SELLING_PARTNER_RATES,
  ) {}

  /** Runs `call` once a token of this seller's bucket for `operation` is free. */
  schedule<T>(
    sellingPartnerId: string,
    operation: SellingPartnerOperation,
    call: () => Promise<T>,
  ): Promise<T> {
    return this.groupOf(operation).key(sellingPartnerId).schedule(call);
  }

  private groupOf(operation: SellingPartnerOperation): Bottleneck.Group {
    let group = this.groups.get(operation);
    if (!group) {
      const { perSecond, burst } = this.rates[operation];
      group = new Bottleneck.Group({
        reservoir: burst,
        reservoirIncreaseAmount: 1,
        reservoirIncreaseInterval: Math.ceil(1000 / perSecond),
        reservoirIncreaseMaximum: burst,
      });
      this.groups.set(operation, group);
    }
    return group;
  }

  /** Stops the buckets' refill timers. */
  async stop(): Promise<void> {
    for (const group of this.groups.values())
      await Promise.all(group.limiters().map(({ limiter }) => limiter.stop({ dropWaitingJobs: true })));
  }
}
