/** Performance insights constants and display rules (spec 2 §2 'Performance Insights', §8, §9). */

/** The marketplace insights read when none is chosen (spec 2 §9's default marketplace). */
export const DEFAULT_INSIGHTS_MARKETPLACE = 'ATVPDKIKX0DER';
/** The longest period one insight call reads (a year and a day). */
export const INSIGHTS_MAX_DAYS = 366;
export const RETURN_BY = ['reason', 'disposition'] as const;
export type ReturnBy = (typeof RETURN_BY)[number];

/** Pies show items at or above 1 percent of the whole, at most 20 of them (spec 2 §9). */
export const PIE_MIN_PERCENT = 1;
export const PIE_MAX_ITEMS = 20;
/** Return rate: the per-SKU chart keeps the top 30 at 1 or higher; brands at 0.5 percent or more. */
export const RETURN_RATE_SKU_TOP = 30;
export const RETURN_RATE_SKU_MIN = 1;
export const RETURN_RATE_BRAND_MIN_PERCENT = 0.5;
/** Subscribe and save drops items at or below this percentage. */
export const SUBSCRIBE_AND_SAVE_DROP_AT_PERCENT = 0.009;
export const HEATMAP_HOURS = 24;
/** Weekday labels of the heatmap rows, Sunday first (as the database numbers them), cut to three letters. */
export const HEATMAP_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const heatmapWeekdayLabel = (weekday: string): string => weekday.slice(0, 3);
/** The SKU modal's page sizes and row height. */
export const INSIGHTS_SKU_MODAL_PAGE_SIZES = [10, 25, 40, 60] as const;
export const INSIGHTS_SKU_MODAL_ROW_HEIGHT = 90;
/** Export as PDF renders the card at this scale, landscape. */
export const INSIGHTS_PDF_SCALE = 4;
export const INSIGHTS_PDF_ORIENTATION = 'landscape';
/**
 * A card export whose tables hold more rows than this is built on the server (a brand's full SKU
 * list) and arrives by the export-complete event: laying out thousands of rows would freeze the page.
 */
export const INSIGHTS_PDF_BROWSER_ROWS = 500;

/** 'Return Rate' over 2026-10-01…2026-10-31 → 'return-rate-2026-10-01-to-2026-10-31.pdf'. */
export function insightsPdfFileName(title: string, from: string, to: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'insights'}-${from}-to-${to}.pdf`;
}

/** The fourteen-colour palette of the insight charts, in order. */
export const INSIGHTS_PALETTE = [
  '#0F6CBD',
  '#E3008C',
  '#13A10E',
  '#FFB900',
  '#8764B8',
  '#00B7C3',
  '#D13438',
  '#498205',
  '#CA5010',
  '#5C2E91',
  '#038387',
  '#986F0B',
  '#4F6BED',
  '#7A7574',
] as const;

/**
 * The items a pie shows: those at or above 1 percent of the whole, the largest 20. Percentages
 * are of the whole (hidden items included), so a pie's legend stays truthful.
 */
export function pieItems<T>(
  items: readonly T[],
  amount: (item: T) => number,
): { item: T; percent: number }[] {
  const total = items.reduce((sum, item) => sum + amount(item), 0);
  if (total <= 0) return [];
  return items
    .map((item) => ({ item, percent: (amount(item) / total) * 100 }))
    .filter((p) => p.percent >= PIE_MIN_PERCENT)
    .sort((a, b) => b.percent - a.percent)
    .slice(0, PIE_MAX_ITEMS);
}

/** The per-SKU return rate chart: the 30 highest rates of 1 or more. */
export function returnRateSkus<T>(items: readonly T[], rate: (item: T) => number): T[] {
  return items
    .filter((item) => rate(item) >= RETURN_RATE_SKU_MIN)
    .sort((a, b) => rate(b) - rate(a))
    .slice(0, RETURN_RATE_SKU_TOP);
}

/** The per-brand return rate chart: brands at 0.5 percent or more. */
export const returnRateBrands = <T>(items: readonly T[], rate: (item: T) => number): T[] =>
  items.filter((item) => rate(item) >= RETURN_RATE_BRAND_MIN_PERCENT);

/** The subscribe-and-save list without the items at or below 0.009 percent. */
export const subscribeAndSaveItems = <T>(items: readonly T[], percent: (item: T) => number): T[] =>
  items.filter((item) => percent(item) > SUBSCRIBE_AND_SAVE_DROP_AT_PERCENT);

/**
 * A comparison as the cards write it: percent with one decimal and its sign; a rise from 0 is
 * '+100%'; nothing to compare (no previous value, or both 0) is null.
 */
export function insightChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): string | null {
  if (current == null || previous == null) return null;
  if (previous === 0) return current === 0 ? null : current > 0 ? '+100%' : '-100%';
  const change = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.round(change * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`;
}

/** The error messages of the insight cards (spec 2 §8), each written once. */
export const INSIGHTS_MESSAGES = {
  summary: 'Unable to get Summary data',
  summaryBrand: 'Unable to get Summary Brand data',
  fbaByReason: 'Unable to get FBA by Reason data',
  fbaByDisposition: 'Unable to get FBA by Disposition data',
  averageOrder: 'Unable to get Average Order data',
  averageOrderBrand: 'Unable to get Average Order brand data',
  purchasers: 'Unable to get Purchasers data',
  purchasersBrand: 'Unable to get Purchasers brand data',
  returnRate: 'Unable to get Return Rate data',
  returnRateBrand: 'Unable to get Return Rate brand data',
  heatmap: 'Unable to get Heatmap data',
  heatmapBrand: 'Unable to get Heatmap brand data',
  subAndSave: 'Unable to get Subs and Save data',
  subAndSaveBrand: 'Unable to get Subs and Save brand data',
  promoCodes: 'Unable to get Promotion Codes data',
  promoCodesBrand: 'Unable to get Promotion Codes brand data',
  promoCodesSku: 'Unable to get Promotion Codes SKU data',
  brandData: 'Unable to load brand data',
  noDataFound: 'No data found',
  exportFailed: 'Error exporting data',
  /** The notification bar of a server-built export (spec 2 §7: 'a notification bar is shown'). */
  exportStarted: 'The export is large: it is being prepared and will be ready here shortly.',
} as const;
/** The notification of a finished card export. */
export const insightsExportReady = (fileName: string) => `Your export ${fileName} is ready.`;
