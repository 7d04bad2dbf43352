import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, signedEvent, verifiedEvent } from './stripe-events.ts';

describe('stripe events', () => {
  it('names the API version the pinned stripe package is shaped after', () => {
    // Written out so that reading it does not load the package; an upgrade must change both.
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('verifies an event it signed, and refuses one signed with another secret', async () => {
    const event = await signedEvent('invoice.paid', { id: 'in_1' }, 'whsec_a', Math.floor(Date.now() / 1000));
    const verified = await verifiedEvent(event.payload, event.signature, 'whsec_a');
    expect(verified.type).toBe('invoice.paid');
    expect(verified.api_version).toBe(STRIPE_API_VERSION);
    await expect(verifiedEvent(event.payload, event.signature, 'whsec_b')).rejects.toThrow();
  });
});
