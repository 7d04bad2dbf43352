import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { SignedEvent } from '../../connectors/billing/stripe-events.ts';
import { verifiedEvent } from '../../connectors/billing/stripe-events.ts';
import { badRequest } from '../../http/http-error.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import { applySubscription } from './subscription-state.ts';

/**
 * The webhook route's work (docs/decisions/0420): verify the signature against the raw body,
 * record the event by id (a repeat is acknowledged and dropped), and process it as a job. Nothing
 * about subscription state is read from the request beyond what the verified event names.
 */
export async function receiveBillingWebhook(ctx: AppContext, event: SignedEvent): Promise<void> {
  let verified: { id: string; type: string; created: number };
  try {
    verified = await verifiedEvent(event.payload, event.signature, ctx.connectors.billing.webhookSecret);
  } catch {
    throw badRequest('The signature does not match the payload.');
  }
  const inserted = await ctx.db
    .insertInto('billing_webhook_events')
    .values({
      id: verified.id,
      type: verified.type,
      created: verified.created,
      payload: event.payload,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;
  await ctx.jobs.enqueue(
    ctx,
    billingWebhookJob.kind,
    { userId: null, brandCode: null },
    { eventId: verified.id },
  );
}

/** The subscription an event is about, wherever that event type keeps it. */
function subscriptionIdOf(type: string, object: Record<string, unknown>): string | null {
  if (type.startsWith('customer.subscription.')) return typeof object.id === 'string' ? object.id : null;
  if (type === 'checkout.session.completed')
    return typeof object.subscription === 'string' ? object.subscription : null;
  if (type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    const id = parent?.subscription_details?.subscription;
    return typeof id === 'string' ? id : null;
  }
  return null;
}

export const billingWebhookJob = defineJobKind({
  kind: 'billing-webhook',
  payload: z.object({ eventId: z.string() }),
  retryLimit: 5,
  retryDelaySeconds: 2,
  expireInSeconds: 120,
  async run(job, ctx) {
    const event = await ctx.db
      .selectFrom('billing_webhook_events')
      .selectAll()
      .where('id', '=', job.payload.eventId)
      .executeTakeFirstOrThrow();
    if (event.processed_at) return { summary: 'already processed' };
    const body = (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload) as {
      data: { object: Record<string, unknown> };
    };
    const subscriptionId = subscriptionIdOf(event.type, body.data.object);
    // Events arrive out of order and more than once: the subscription is read afresh from billing,
    // so whichever event comes last, the state held is billing's latest (docs/decisions/0420).
    if (subscriptionId) {
      const subscription = await ctx.connectors.billing.retrieveSubscription(subscriptionId);
      await applySubscription(ctx, subscription, Number(event.created));
    }
    await ctx.db
      .updateTable('billing_webhook_events')
      .set({ processed_at: new Date() })
      .where('id', '=', event.id)
      .execute();
    return { summary: `${event.type} processed` };
  },
});
