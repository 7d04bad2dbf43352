/** Brand health and brand inventory constants (spec 2 §2, §3, §9). */

/** The performance checklist items of the brand performance response, in the spec's order. */
export const PERFORMANCE_CHECKLIST_ITEMS = [
  'onTimeDelivery',
  'policyViolation',
  'contactResponseTime',
  'listingPolicyStatus',
  'productSafetyStatus',
  'productAuthenticityStatus',
  'intellectualPropertyStatus',
  'lateShipmentRate',
  'validTrackingRate',
  'orderDefectRate',
  'orderCancellationRate',
  'returnDissatisfactionRate',
  'customerServiceDissatisfactionRate',
] as const;
export type PerformanceChecklistItem = (typeof PERFORMANCE_CHECKLIST_ITEMS)[number];

/** The brand health accordion sections, in the spec's order (spec 2 §2 'Brand health'). */
export const BRAND_HEALTH_SECTIONS = [
  'Contact Response',
  'Customer Experience',
  'Customer Service',
  'Intellectual Property Data',
  'Listing Policy',
  'Order Defects',
  'Performance Checklist',
  'Product Authenticity',
  'Product Safety',
  'Return Dissatisfaction',
  'Tracking Information',
] as const;

/**
 * Days of inventory below which a brand inventory row is shown as a warning: stock that runs out
 * before a replenishment shipment planned today could arrive (the 14-day lead time of ADR 0160)
 * plus a week to act.
 */
export const DOI_WARNING_DAYS = 21;
