import type { LookupListTable } from '../db/schema.ts';

/**
 * Lookup lists of spec 1 §7.2; ids are the 1-based positions. Brand types keep spec 2 §3's
 * numbering (1 = Max Control, 2 = Max Results).
 */
export const LOOKUP_LISTS: Record<LookupListTable, ReadonlyArray<string>> = {
  brand_statuses: ['Active', 'Onboarding', 'On Hold', 'Paused', 'Churned'],
  brand_types: ['Max Control', 'Max Results', 'Full Funnel Partner', 'Ecom3k', 'Amazon Audit'],
  order_methods: ['Purchase Order', 'Drop Ship', 'Consignment', 'Wholesale'],
  agreement_types: ['Flat Fee', 'Revenue Share', 'Hybrid', 'Commission Only'],
  brand_max_control: ['Full Control', 'Advertising Only', 'Listings Only', 'Inventory Only'],
};

/** Brand type code → id in the brand_types lookup. */
export const BRAND_TYPE_IDS: Record<string, number> = { mc: 1, mr: 2, ffp: 3, ecom3k: 4, aa: 5 };
