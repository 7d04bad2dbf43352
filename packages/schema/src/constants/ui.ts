/** Shell and paging constants of spec 1 §9 and §2.3. */

/** Grid page size options; pages are zero-based. */
export const PAGE_SIZE_OPTIONS = [40, 60, 80, 100] as const;
export const DEFAULT_PAGE_SIZE = 40;
export const FIRST_PAGE = 0;

/** The notifications popup loads this many unread entries per request. */
export const ACTIVITY_PAGE_SIZE = 15;

/** The access token is refreshed this long before it expires. */
export const TOKEN_REFRESH_LEAD_MS = 60_000;

/** Footer version label. */
export const VERSION_LABEL = '1.20';

/** Side drawer width when open and when collapsed to icons, in pixels. */
export const DRAWER_WIDTH_OPEN = 200;
export const DRAWER_WIDTH_CLOSED = 65;

/** Layout breakpoints in pixels: phone up to 767, tablet up to 1024. */
export const BREAKPOINT_MOBILE_MAX = 767;
export const BREAKPOINT_TABLET_MAX = 1024;

/** Toasts and alerts close on their own after this long. */
export const ALERT_AUTO_CLOSE_MS = 5_000;

/** Real-time socket options of spec 1 §4.6. */
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;

/** Page sizes of other grids (spec 2 §9, spec 3 §9). */
export const ASINS_PAGE_SIZE_OPTIONS = [40, 80, 100] as const;
export const NOTES_PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export const NOTES_DEFAULT_PAGE_SIZE = 10;
export const TOOL_GRID_PAGE_SIZE_OPTIONS = [10, 25, 50] as const;
export const TOOL_GRID_DEFAULT_PAGE_SIZE = 10;
export const SKU_MODAL_PAGE_SIZE_OPTIONS = [10, 25, 40, 60] as const;
export const PRODUCTS_ERRORS_PAGE_SIZE = 10;
export const WATCHLIST_PAGE_SIZE = 4;
export const MOVERS_PAGE_SIZE = 4;
export const NEW_BRANDS_PAGE_SIZE = 9;
export const STRIPE_BRANDS_PAGE_SIZE = 40;
export const LISTINGS_ACTIVITY_PAGE_SIZE = 40;

/** Keyword tracking: the Add Keyword button shows only up to this many keywords. */
export const MAX_KEYWORDS = 75;
/**
 * Longest keyword tracked, in characters: the search-term reports that rank keywords carry no
 * longer terms (the rank model refuses them), and a longer one widened the keyword page (issue 38).
 */
export const MAX_KEYWORD_LENGTH = 200;
/** The refusal of a longer keyword, the same words on the server and in the dialog. */
export const keywordTooLong = (keyword: string) =>
  `A keyword must be at most ${MAX_KEYWORD_LENGTH} characters ('${keyword.slice(0, 30)}…' has ${keyword.length})`;
