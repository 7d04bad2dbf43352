import type { BRAND_HEALTH_SECTIONS } from '@portal/schema';
import {
  type BrandPerformance,
  formatCount,
  formatHours,
  formatRate,
  formatText,
  formatTimeFrame,
} from './health-model';

/** One field of a section: its label, its text for a month, and for rates the value of its trend. */
export type HealthField = {
  label: string;
  text: (row: BrandPerformance | undefined) => string;
  rate?: (row: BrandPerformance) => number | null | undefined;
};
export type HealthSection = { title: (typeof BRAND_HEALTH_SECTIONS)[number]; fields: HealthField[] };

const rate = (label: string, read: (row: BrandPerformance) => number | null | undefined): HealthField => ({
  label,
  text: (row) => formatRate(row ? read(row) : null),
  rate: read,
});
const count = (label: string, read: (row: BrandPerformance) => number | null | undefined): HealthField => ({
  label,
  text: (row) => formatCount(row ? read(row) : null),
});
const timeFrame = (
  read: (row: BrandPerformance) => { start: string | null; end: string | null },
): HealthField => ({ label: 'Time frame', text: (row) => formatTimeFrame(row ? read(row) : undefined) });
const listing = (read: (row: BrandPerformance) => BrandPerformance['listingPolicy']): HealthField[] => [
  count('Defect count', (r) => read(r).defectCount),
  timeFrame((r) => read(r).timeFrame),
];

/**
 * Every field of the brand performance response (spec 2 §3), by accordion section in the spec's
 * order. The Performance Checklist section is drawn from the checklist itself.
 */
export const HEALTH_SECTIONS: readonly HealthSection[] = [
  {
    title: 'Contact Response',
    fields: [
      {
        label: 'Average response time',
        text: (row) => formatHours(row?.contactResponse.averageResponseTimeInHours),
      },
      count('Responses under 24 hours', (r) => r.contactResponse.responseUnder24Hours),
      count('Responses over 24 hours', (r) => r.contactResponse.responseOver24Hours),
      count(
        'No response for contacts older than 24 hours',
        (r) => r.contactResponse.noResponseForContactsOlderThan24Hours,
      ),
      timeFrame((r) => r.contactResponse.timeFrame),
    ],
  },
  {
    title: 'Customer Experience',
    fields: [
      rate('Late shipment rate', (r) => r.customerExperience.lateShipmentRate),
      rate('Pre-fulfillment cancellation rate', (r) => r.customerExperience.preFulfillmentCancellationRate),
      rate('Refund rate', (r) => r.customerExperience.refundRate),
      count('Orders', (r) => r.customerExperience.orderCount),
      timeFrame((r) => r.customerExperience.timeFrame),
    ],
  },
  {
    title: 'Customer Service',
    fields: [
      rate(
        'Customer service dissatisfaction rate',
        (r) => r.customerService.customerServiceDissatisfactionRate,
      ),
    ],
  },
  { title: 'Intellectual Property Data', fields: listing((r) => r.intellectualProperty) },
  { title: 'Listing Policy', fields: listing((r) => r.listingPolicy) },
  {
    title: 'Order Defects',
    fields: [
      rate('Order defect rate', (r) => r.orderDefects.orderWithDefects.rate),
      count('Orders with defects', (r) => r.orderDefects.orderWithDefects.orderCount),
      rate('A-to-z claims rate', (r) => r.orderDefects.aToZClaims.rate),
      count('A-to-z claims', (r) => r.orderDefects.aToZClaims.orderCount),
      rate('Chargeback rate', (r) => r.orderDefects.chargebacks.rate),
      count('Chargebacks', (r) => r.orderDefects.chargebacks.orderCount),
      rate('Negative feedback rate', (r) => r.orderDefects.negativeFeedbacks.rate),
      count('Negative feedbacks', (r) => r.orderDefects.negativeFeedbacks.orderCount),
    ],
  },
  { title: 'Performance Checklist', fields: [] },
  { title: 'Product Authenticity', fields: listing((r) => r.productAuthenticity) },
  { title: 'Product Safety', fields: listing((r) => r.productSafety) },
  {
    title: 'Return Dissatisfaction',
    fields: [
      rate('Return dissatisfaction rate', (r) => r.returnDissatisfaction.returnDissatisfaction.rate),
      count(
        'Return dissatisfaction orders',
        (r) => r.returnDissatisfaction.returnDissatisfaction.returnOrderCount,
      ),
      rate('Invalid rejection rate', (r) => r.returnDissatisfaction.invalidRejection.rate),
      count('Invalid rejections', (r) => r.returnDissatisfaction.invalidRejection.returnOrderCount),
      rate('Negative return feedback rate', (r) => r.returnDissatisfaction.negativeReturnFeedback.rate),
      count(
        'Negative return feedbacks',
        (r) => r.returnDissatisfaction.negativeReturnFeedback.returnOrderCount,
      ),
      rate('Late response rate', (r) => r.returnDissatisfaction.lateResponse.rate),
      count('Late responses', (r) => r.returnDissatisfaction.lateResponse.returnOrderCount),
    ],
  },
  {
    title: 'Tracking Information',
    fields: [
      rate('Valid tracking rate', (r) => r.tracking.validTrackingRate),
      rate('On-time delivery rate', (r) => r.tracking.onTimeDeliveryRate),
      { label: 'Required categories', text: (row) => formatText(row?.tracking.requiredCategories) },
    ],
  },
];

/** 'lateShipmentRate' → 'Late Shipment Rate'. */
export const checklistLabel = (item: string): string =>
  item.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
