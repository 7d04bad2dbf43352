import { ADDITIONAL_AM_ALERT_SUB_TYPES, ADDITIONAL_AM_ALERT_TYPE } from '@portal/schema';
import { z } from 'zod';
import { dailySpecification, readDailyObservations } from './daily-observations.ts';

// Our own document of a product page monitor's alerts (docs/decisions/0251): Amazon publishes no
// report of badges, cart buttons, suppressions, ratings or review counts; a monitor that visits
// the product pages writes what changed, one document per seller account, marketplace and UTC
// day. Out of Stock and Low on Stock are not the monitor's: they are raised from the inventory
// facts (docs/decisions/0170).

/** The sub types a page monitor observes (spec 2 §9), every one but the two stock alerts. */
export const PAGE_MONITOR_SUB_TYPES = ADDITIONAL_AM_ALERT_SUB_TYPES.filter(
  (s) => s !== 'Out of Stock' && s !== 'Low on Stock',
);
type PageMonitorSubType = (typeof PAGE_MONITOR_SUB_TYPES)[number];

export const pageMonitorAlertsDocument = z.object({
  reportSpecification: dailySpecification('PAGE_MONITOR_ALERTS'),
  alerts: z.array(
    z.object({
      alertType: z.literal(ADDITIONAL_AM_ALERT_TYPE),
      alertSubType: z.enum(
        PAGE_MONITOR_SUB_TYPES as unknown as [PageMonitorSubType, ...PageMonitorSubType[]],
      ),
      sellerSku: z.string().min(1, 'must not be empty'),
      asin: z.string().regex(/^[A-Z0-9]{10}$/, 'must be an ASIN of 10 letters or digits'),
      observedAt: z.iso.datetime({ offset: true }),
      message: z.string().trim().min(1, 'must not be empty').max(500),
      /** What the monitor saw before and after: badge, rating, review count, suppression reason. */
      payload: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type PageMonitorAlertsDocument = z.infer<typeof pageMonitorAlertsDocument>;

export interface PageMonitorAlertFact {
  alertSubType: PageMonitorSubType;
  sellerSku: string;
  asin: string;
  observedAt: string;
  message: string;
  payload: Record<string, unknown>;
}

/** Reads and checks a monitor document: a field out of shape or a moment off its day refuses it whole. */
export function readPageMonitorAlerts(
  documentId: string,
  body: string,
  marketplaceId: string,
): { day: string; facts: PageMonitorAlertFact[] } {
  return readDailyObservations(documentId, body, marketplaceId, pageMonitorAlertsDocument, {
    name: 'alerts',
    noun: 'alert',
    // One alert per SKU, sub type and moment: the alerts' natural key.
    keyOf: (a, observedAt) => `${a.sellerSku}|${a.alertSubType}|${observedAt}`,
    toFact: (a, observedAt) => ({
      alertSubType: a.alertSubType,
      sellerSku: a.sellerSku,
      asin: a.asin,
      observedAt,
      message: a.message,
      payload: a.payload,
    }),
  });
}
