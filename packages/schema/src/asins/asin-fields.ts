/** Columns the ASINs grid sorts and filters by (spec 2 §2); brand users use only `asin`. */
export const ASINS_SORT_FIELDS = ['asin', 'brand_code', 'account_manager'] as const;
export const ASINS_FILTER_FIELDS = ASINS_SORT_FIELDS;
/** The columns a brand user may neither sort nor filter by (spec 2 §6). */
export const ASINS_STAFF_ONLY_FIELDS = ['brand_code', 'account_manager'] as const;
/** The grid's only filter operator (spec 2 §2). */
export const ASINS_FILTER_OPERATORS = ['equals'] as const;
/** ASINs are ten letters or digits (B0… for most products, an ISBN-10 for books). */
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;
