import type { alertsContract } from '@portal/schema/rest';
import type { AppContext } from '../../app-context.ts';
import type { ContractHandlers } from '../manifest.ts';
import {
  listDeletedSkus,
  listLateFbmShipments,
  listMissingParents,
  toggleTabFinished,
} from './alert-tabs.service.ts';
import { getAlertTypes, getClassifications, hideAlert, hideAlerts, listAlertPage } from './alerts.service.ts';

/** Spec 2 §7 'Alerts' (contract: packages/schema/src/alerts/alerts.rest.ts). */
export const alertsHandlers = (ctx: AppContext): ContractHandlers<typeof alertsContract> => ({
  classifications: () => getClassifications(ctx),
  alertTypes: () => getAlertTypes(ctx),
  list: ({ principal, query }) => listAlertPage(ctx, principal, query),
  hideOne: ({ principal, body }) => hideAlert(ctx, principal, body),
  hideMany: ({ principal, body }) => hideAlerts(ctx, principal, body),
  lateFbmShipments: ({ principal, query }) => listLateFbmShipments(ctx, principal, query),
  toggleLateFbmFinished: ({ principal, body }) =>
    toggleTabFinished(ctx, principal, 'late_fbm_shipments', body.alertIds),
  deletedSkus: ({ principal, query }) => listDeletedSkus(ctx, principal, query),
  hideDeletedSkus: ({ principal, body }) => toggleTabFinished(ctx, principal, 'deleted_skus', body.alertIds),
  missingParents: ({ principal, query }) => listMissingParents(ctx, principal, query),
  hideMissingParents: ({ principal, body }) =>
    toggleTabFinished(ctx, principal, 'missing_parents', body.alertIds),
});
