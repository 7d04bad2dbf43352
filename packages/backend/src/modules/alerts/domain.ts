import { alertsContract } from '@portal/schema/rest';
import type { Migration } from 'kysely/migration';
import * as m0012 from '../../db/migrations/0012_alerts.ts';
import { type AnyDomainManifest, defineDomain } from '../manifest.ts';
import * as tabs from './alert-tabs.service.ts';
import * as alerts from './alerts.service.ts';

/** The alerts domain's manifest, collected by `generated/domains.ts`. */
export const domains: readonly AnyDomainManifest[] = [
  defineDomain({
    name: 'alerts',
    contract: alertsContract,
    // Spec 2 §7 'Alerts': each route answered by one service call.
    handlers: (ctx) => ({
      classifications: () => alerts.getClassifications(ctx),
      alertTypes: () => alerts.getAlertTypes(ctx),
      list: ({ principal, query }) => alerts.listAlertPage(ctx, principal, query),
      hideOne: ({ principal, body }) => alerts.hideAlert(ctx, principal, body),
      hideMany: ({ principal, body }) => alerts.hideAlerts(ctx, principal, body),
      lateFbmShipments: ({ principal, query }) => tabs.listLateFbmShipments(ctx, principal, query),
      toggleLateFbmFinished: ({ principal, body }) =>
        tabs.toggleTabFinished(ctx, principal, 'late_fbm_shipments', body.alertIds),
      deletedSkus: ({ principal, query }) => tabs.listDeletedSkus(ctx, principal, query),
      hideDeletedSkus: ({ principal, body }) =>
        tabs.toggleTabFinished(ctx, principal, 'deleted_skus', body.alertIds),
      missingParents: ({ principal, query }) => tabs.listMissingParents(ctx, principal, query),
      hideMissingParents: ({ principal, body }) =>
        tabs.toggleTabFinished(ctx, principal, 'missing_parents', body.alertIds),
    }),
    migrations: { '0012_alerts': m0012 as unknown as Migration },
  }),
];
