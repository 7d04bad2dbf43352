import type { MetricUnit } from '@portal/schema';

/** How a metric value is written: a named style or a function of its own. */
export type MetricFormat =
  | 'money'
  | 'percent'
  | 'integer'
  | 'decimal'
  /** A multiple such as ROAS, written '3.52x'. */
  | 'multiple'
  | ((value: number) => string);

/** The named format of a registry unit (packages/schema's metric registry): counts are integers. */
export const metricFormatOf = (unit: MetricUnit): MetricFormat => (unit === 'count' ? 'integer' : unit);

/**
 * Spec 2 §9: performance and sales money is shown floored to a whole amount of the marketplace's
 * currency; plain numbers when the figures mix currencies (no currency).
 */
export function flooredMoney(currency: string | null | undefined): MetricFormat {
  if (!currency) return (value: number) => new Intl.NumberFormat('en-US').format(Math.floor(value));
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return (value: number) => format.format(Math.floor(value));
}

/** A registry unit's format with money floored in the currency (spec 2 §9). */
export const flooredFormatOf = (unit: MetricUnit, currency?: string | null): MetricFormat =>
  unit === 'money' ? flooredMoney(currency) : metricFormatOf(unit);

export const NOT_AVAILABLE = 'N/A';

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Intl's currency format for the currency, plain or compact ('£140K'), built once per pair. */
function moneyFormat(currency: string, compact = false): Intl.NumberFormat {
  const key = `${currency}:${compact}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      'en-US',
      compact
        ? {
            style: 'currency',
            currency,
            notation: 'compact',
            minimumFractionDigits: 0,
            maximumFractionDigits: 1,
          }
        : { style: 'currency', currency },
    );
    moneyFormats.set(key, format);
  }
  return format;
}

/** Writes a metric value; 'N/A' when it is missing. Percent values are already in percent (12.5 → 12.50%). */
export function formatMetricValue(
  value: number | null | undefined,
  format: MetricFormat = 'decimal',
  currency = 'USD',
): string {
  if (value == null || Number.isNaN(value)) return NOT_AVAILABLE;
  if (typeof format === 'function') return format(value);
  switch (format) {
    case 'money':
      return moneyFormat(currency).format(value);
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'integer':
      return integerFormat.format(value);
    case 'decimal':
      return decimalFormat.format(value);
    case 'multiple':
      return `${value.toFixed(2)}x`;
  }
}

const MAX_TICK_DIGITS = 4;

/**
 * The fraction digits that tell ticks `step` apart once `value` is written compact ('74.5K' is 74.5
 * thousands): a fixed one digit wrote 0.55 %, 0.6 % and 0.65 % all as '0.6%' (issue 38 point 5).
 */
export function tickFractionDigits(value: number, step: number): number {
  if (!(step > 0)) return 1;
  const magnitude = Math.abs(value) >= 1000 ? 10 ** (3 * Math.floor(Math.log10(Math.abs(value)) / 3)) : 1;
  // The small epsilon keeps a step of exactly 0.1 at one digit despite floating point.
  const digits = Math.ceil(-Math.log10(step / magnitude) - 1e-9);
  return Math.min(MAX_TICK_DIGITS, Math.max(0, digits));
}

const compactFormats = new Map<number, Intl.NumberFormat>();
const compactWith = (digits: number) => {
  let format = compactFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: digits });
    compactFormats.set(digits, format);
  }
  return format;
};

/**
 * An axis tick: short, in the axis' unit ('£140K', '1.2K', '12%', '3x'), since an axis needs the
 * magnitude at a glance, not the cents. `step` (the distance between the axis' ticks) chooses the
 * precision, so neighbouring ticks never read the same.
 */
export function formatAxisTick(
  value: number,
  format: MetricFormat = 'decimal',
  currency = 'USD',
  step?: number,
): string {
  if (typeof format === 'function') return format(value);
  const digits = step === undefined ? 1 : tickFractionDigits(value, step);
  switch (format) {
    case 'money':
      return step === undefined
        ? moneyFormat(currency, true).format(value)
        : new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency,
            notation: 'compact',
            minimumFractionDigits: 0,
            maximumFractionDigits: digits,
          }).format(value);
    case 'percent':
      return `${compactWith(digits).format(value)}%`;
    case 'multiple':
      return `${compactWith(digits).format(value)}x`;
    default:
      return compactWith(digits).format(value);
  }
}

/** A change in percentage points with its sign: '+0.38 pp', '-1.20 pp', or 'N/A'. */
export function formatPointsChange(change: number | null): string {
  if (change == null) return NOT_AVAILABLE;
  return `${change >= 0 ? '+' : ''}${change.toFixed(2)} pp`;
}

/** A change in percent with its sign: '+12.50%', '-3.10%', or 'N/A'. */
export function formatPercentChange(change: number | null): string {
  if (change == null) return NOT_AVAILABLE;
  return `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
}
