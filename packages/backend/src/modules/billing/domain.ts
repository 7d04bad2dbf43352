import { billingContract } from '@portal/schema/rest';
import * as m0050 from '../../db/migrations/0050_billing.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import { billingHandlers } from './billing.routes.ts';
import { billingWebhookJob } from './billing-webhook.ts';

/** Billing (issue 34): the subscription-items, plan, marketplaces, card and cancel calls, and the webhook. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'billing',
    contract: billingContract,
    handlers: billingHandlers,
    migrations: { '0050_billing': m0050 },
    jobs: [billingWebhookJob],
  }),
];
