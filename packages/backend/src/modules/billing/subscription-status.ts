/**
 * Which billing statuses keep an ffp or ecom3k brand's tools open (docs/decisions/0422): paying,
 * trialing, and past due — Stripe's retries of a failed payment are the grace period; when they are
 * spent Stripe cancels the subscription and the next token refresh closes the tools.
 */
const OPEN_STATUSES = new Set(['active', 'trialing', 'past_due']);

export const hasActiveSubscription = (status: string | null | undefined): boolean =>
  status !== null && status !== undefined && OPEN_STATUSES.has(status);
