/** Brand type code → id in the brand_types lookup (the order migration 0002 wrote: 1 = Max Control). */
export const BRAND_TYPE_IDS: Record<string, number> = { mc: 1, mr: 2, ffp: 3, ecom3k: 4, aa: 5 };
