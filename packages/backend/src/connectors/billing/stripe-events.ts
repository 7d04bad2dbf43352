import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * The API version every billing object and event here is shaped after: the pinned `stripe`
 * package's `Stripe.API_VERSION` (stripe-events.test.ts holds them equal), written out so that
 * reading it does not load the package (docs/decisions/0587).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The `stripe` package, loaded at the first event signed or verified (webhooks, the local ledger). */
const stripeModule = async () => (await import('stripe')).default;

/** A raw event body and its `Stripe-Signature` header, as Stripe posts them. */
export interface SignedEvent {
  payload: string;
  signature: string;
}

/** Hands a signed event to the portal's webhook route (late-bound: the route exists after the ledger). */
export type BillingEventDelivery = (event: SignedEvent) => Promise<void>;

/**
 * An event as Stripe sends one: `evt_` id, `created`, `type`, `data.object`, signed with the
 * endpoint secret the way Stripe signs (`t=…,v1=HMAC-SHA256(secret, "t.payload")`), by the `stripe`
 * package itself so the route's verification is the one it uses for real events.
 */
export async function signedEvent(
  type: string,
  object: unknown,
  secret: string,
  created: number,
): Promise<SignedEvent> {
  const Stripe = await stripeModule();
  const payload = JSON.stringify({
    id: `evt_local${randomBytes(12).toString('base64url')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    type,
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Verifies a webhook body against its signature header; throws on a mismatch or a stale timestamp. */
export async function verifiedEvent(
  payload: string | Buffer,
  signature: string,
  secret: string,
): Promise<Stripe.Event> {
  const Stripe = await stripeModule();
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

/** A fresh endpoint secret for the local ledger, when configuration names none. */
export const localWebhookSecret = (): string => `whsec_local${randomBytes(24).toString('base64url')}`;
